/**
 * The MDX of an operation or webhook page. Three parts, in reading order: the intro
 * (endpoint, description, authentication, request), the samples (code samples and
 * example bodies), and the responses with any callbacks. The reference content is static
 * HTML (../theme/ApiHtml); the samples are highlighted code blocks in code panels
 * (../theme/CodePanel), one item of a panel shown at a time, chosen with its picker.
 */
import {
  elementKey,
  pathItemOperations,
  wireMethod,
  isObject,
  isStreamMedia,
  mediaExamples,
  mediaValue,
  sunsetOf,
  type ApiOperation,
  type BodyDirection,
  type ExternalDocs,
  type JsonValue,
  type MediaTypeObject,
  type OperationObject,
} from '../model';
import type {CodeSampleLanguage} from '../codeSampleLanguages';
import type {PageContext} from './context';
import {codeValue, el, escapeControls, escapeHtml} from './html';
import {copyButton, sectionHead} from './controls';
import {SECTION_CLASS} from '../client/controlNames';
import {summarize} from './markdown';
import {isSafeUrl} from './safeMdx';
import {apiHtml, codeBlock, codeFence, frontMatter, jsxAttr} from './mdx';
import {API_HTML_IMPORT, CODE_PANEL_IMPORT, VARIANT_PICKER_IMPORT} from './pageImports';
import {staticCodeProps} from '../../static-code/remark';
import {VARIANT_EXAMPLE_ATTRIBUTE} from '../client/controlNames';
import {bodyVariants, type BodyVariants} from './variants';
import {renderParameters} from './parameters';
import {diffKey} from './lifecycle';
import {operationSidebarClass, operationSidebarLabel} from '../sidebar';
import {renderContent} from './bodies';
import {renderResponses} from './responses';
import {firstSuccess, statusText} from './status';
import {renderAuthentication} from './security';
import {renderRateLimit, renderSandboxTestValues} from './facts';
import {buildSampleRequest, operationSamples, renderCodeSamples, serverUrlAsWritten} from './samples/index';
import {baseWords} from './samples/template';
import {andList} from '../../shared/text';

export interface OperationPageOptions {
  languages: CodeSampleLanguage[];
  /** Prefix of the environment variables samples read (`GCM` → `GCM_ACCESS_TOKEN`). */
  envPrefix: string;
  /** Where each request variant's file goes, by its path under VARIANTS_FOLDER (plugins/shared/routes.ts). */
  variantFiles?: Map<string, string>;
}

export const PAGE_IMPORTS = [API_HTML_IMPORT, CODE_PANEL_IMPORT].join('\n');

function methodBadge(method: string): string {
  return el(
    'span',
    {class: `badge api-method api-method--${method} api-endpoint__method`},
    escapeHtml(wireMethod(method)),
  );
}

/** A URL that wraps on narrow screens only after a `/`, `?` or `&`, never inside a word. */
function breakableUrl(url: string): string {
  return escapeHtml(url).replace(/(?<![:/])([/?&])(?=[^/?&])/g, '$1<wbr>');
}

function header(ctx: PageContext, op: ApiOperation): string {
  const key = diffKey(op);
  const badges = ctx.badges(key && elementKey.operation(key), {
    deprecated: op.deprecated,
    sunset: sunsetOf(op.operation),
  });
  const deprecated =
    op.deprecated && !badges.deprecated ? el('span', {class: 'badge api-deprecated'}, 'Deprecated') : '';
  const endpoint =
    op.kind === 'webhook'
      ? el(
          'div',
          {class: 'api-endpoint'},
          el('span', {class: 'badge api-method api-method--webhook'}, 'Webhook'),
          ' ',
          methodBadge(op.method),
          ' ',
          el(
            'span',
            {class: 'api-endpoint__note'},
            `${el('code', {}, escapeHtml(op.path))} sent to the URL you register`,
          ),
        )
      : el(
          'div',
          {class: 'api-endpoint api-endpoint--main'},
          methodBadge(op.method),
          el(
            'code',
            {class: 'api-endpoint__path'},
            // As written: a description that names no host gets none invented here (the samples' is a placeholder).
            el('span', {class: 'api-endpoint__server'}, breakableUrl(serverUrlAsWritten(op))),
            breakableUrl(op.path),
          ),
          copyButton(`${serverUrlAsWritten(op)}${op.path}`, 'Copy the URL'),
        );
  const warning = op.deprecated
    ? el(
        'div',
        {class: 'theme-admonition alert alert--warning api-deprecation', role: 'note'},
        el(
          'p',
          {},
          // Only a site with a changelog (the portal's releases) can send the reader to it.
          `${el('strong', {}, 'Deprecated.')} This ${op.kind === 'webhook' ? 'webhook' : 'operation'} is deprecated and may be removed${ctx.lifecycle ? '; see the changelog for its replacement' : ''}.`,
        ),
      )
    : '';
  return el(
    'header',
    {class: 'api-header'},
    // Beside the title, not in it: the title is what search results and the tab show.
    badges.html
      ? el(
          'div',
          {class: 'api-title-row'},
          el('h1', {}, escapeHtml(op.title), deprecated && ` ${deprecated}`),
          el('p', {class: 'api-badges'}, badges.html),
        )
      : el('h1', {}, escapeHtml(op.title), deprecated && ` ${deprecated}`),
    endpoint,
    warning,
  );
}

/** The operation's `externalDocs`: its URL through the description's link policy, like a link in its text. */
function externalDocs(ctx: PageContext, docs: ExternalDocs | undefined): string {
  if (!isObject(docs) || typeof docs.url !== 'string') return '';
  const href = isSafeUrl(docs.url) ? (ctx.routes.linkPolicy ?? ((url: string) => url))(docs.url) : null;
  const text = escapeHtml(docs.description ?? docs.url);
  return el('p', {class: 'api-external-docs'}, 'More: ', href ? el('a', {href}, text) : text);
}

function requestSection(ctx: PageContext, op: ApiOperation, variants: BodyVariants | undefined): string {
  const parameters = renderParameters(ctx, op);
  const {requestBody} = op;
  const incoming = op.kind === 'webhook';
  let body = '';
  if (isObject(requestBody?.content)) {
    const id = ctx.anchors.claim(incoming ? 'payload-body' : 'request-body');
    body =
      el('h3', {id}, incoming ? 'Payload' : 'Request body') +
      el('p', {}, [requestBody.required ? 'Required.' : 'Optional.', ''].join(' ').trim()) +
      ctx.markdown(requestBody.description) +
      renderContent(ctx, requestBody.content, {
        prefix: incoming ? 'payload' : 'request',
        label: incoming ? 'the payload' : 'the request body',
        owner: diffKey(op),
        direction: 'request',
      }) +
      // A webhook's payload examples are its panel beside the fields (renderOperationPage).
      (incoming ? '' : requestBodyExamples(ctx, requestBody.content, variants !== undefined));
  }
  if (!parameters && !body) return '';
  const heading = incoming ? 'What you receive' : 'Request';
  return el(
    'section',
    {class: SECTION_CLASS},
    sectionHead(2, ctx.anchors.claim(incoming ? 'what-you-receive' : 'request'), heading),
    parameters,
    body,
  );
}

function languageOf(mediaType: string): string {
  // A streamed body's example is its text, framed (model/streams.ts).
  if (isStreamMedia(mediaType)) return 'text';
  if (/json/i.test(mediaType)) return 'json';
  if (/xml/i.test(mediaType)) return 'xml';
  if (/^application\/x-www-form-urlencoded/i.test(mediaType)) return 'text';
  return 'text';
}

function exampleText(value: JsonValue, language: string): string {
  if (typeof value === 'string' && language !== 'json') return escapeControls(value);
  return escapeControls(JSON.stringify(value, null, 2) ?? 'null');
}

interface BodyExample {
  title: string;
  language: string;
  text: string;
  /** The example's own description (Markdown). */
  description?: string;
}

/** A body's examples (of the first media type that has any), as text in their language. */
type Content = Record<string, MediaTypeObject>;

function bodyExamples(ctx: PageContext, content: Content | undefined, direction: BodyDirection): BodyExample[] {
  for (const [mediaType, media] of Object.entries(isObject(content) ? content : {})) {
    const examples = mediaExamples(ctx.model, media, mediaType, direction);
    if (examples.length === 0) continue;
    const language = languageOf(mediaType);
    return examples.map((example) => ({
      title: example.title,
      language,
      text: exampleText(example.value, language),
      ...(example.description ? {description: example.description} : {}),
    }));
  }
  return [];
}

/**
 * The request body's examples, collapsed under its fields: the request sample beside
 * them already sends the first, so these are for comparing the others.
 */
function exampleBlock(ctx: PageContext, text: string, language: string): string {
  return ctx.markdown(`${codeFence(text)}${language}\n${text}\n${codeFence(text)}`);
}

function requestBodyExamples(ctx: PageContext, content: Content, hasVariants: boolean): string {
  const examples = bodyExamples(ctx, content, 'request');
  if (examples.length === 0) return '';
  const blocks = examples.map(
    (example) =>
      (example.title ? el('p', {class: 'api-examples__title'}, escapeHtml(example.title)) : '') +
      (example.description ? el('div', {class: 'api-examples__description'}, ctx.markdown(example.description)) : '') +
      exampleBlock(ctx, example.text, example.language),
  );
  // The body of the variant chosen in the samples, filled in when one is (../theme/VariantPicker).
  if (hasVariants) {
    blocks.unshift(
      el(
        'div',
        {class: 'api-variant-example', [VARIANT_EXAMPLE_ATTRIBUTE]: '', hidden: true},
        el('p', {class: 'api-examples__title'}, 'The body of the shape chosen in the samples'),
        el('div', {}, ''),
      ),
    );
  }
  return el(
    'details',
    {class: 'api-examples'},
    el('summary', {}, examples.length === 1 ? 'Example request body' : `Example request bodies (${examples.length})`),
    ...blocks,
  );
}

interface PanelChoice {
  value: string;
  label: string;
  body: string;
}

/** A code panel (../theme/CodePanel): a heading, a picker of its choices, and their code. */
function codePanel(
  panel: {title: string; id: string; pick: string; className: string; exportTitle: string; attributes?: string},
  choices: PanelChoice[],
  defaultValue?: string,
): string {
  const attributes = [
    `title=${jsxAttr(panel.title)}`,
    `id=${jsxAttr(panel.id)}`,
    `pick=${jsxAttr(panel.pick)}`,
    `className=${jsxAttr(panel.className)}`,
    `exportTitle=${jsxAttr(panel.exportTitle)}`,
    defaultValue ? `defaultValue=${jsxAttr(defaultValue)}` : '',
    panel.attributes ?? '',
  ].filter(Boolean);
  const items = choices.map(
    (choice) =>
      `<PanelItem value=${jsxAttr(choice.value)} label=${jsxAttr(choice.label)}>\n\n${choice.body}\n\n</PanelItem>`,
  );
  return [`<CodePanel ${attributes.join(' ')}>`, ...items, '</CodePanel>'].join('\n');
}

/** Every example response, one choice per status and named example; the first success is shown first. */
function responsePanel(ctx: PageContext, op: ApiOperation, variants: BodyVariants[] = []): string {
  const choices: PanelChoice[] = [];
  const {responses} = op;
  for (const [status, response] of Object.entries(responses)) {
    const name = `${status} ${statusText(status)}`.trim();
    const examples = bodyExamples(ctx, response?.content, 'response');
    examples.forEach((example, index) => {
      const label = example.title ? `${name}: ${example.title}` : name;
      // What the example's own description says of it, above its code (Twitch's: the request that got it).
      const about = example.description
        ? `${apiHtml(el('div', {class: 'api-panel__note'}, ctx.markdown(example.description)))}\n\n`
        : '';
      choices.push({
        value: index === 0 ? status : `${status}-${index + 1}`,
        label,
        body: `${about}${codeBlock(example.language, label, example.text)}`,
      });
    });
    // Every documented status can be picked, even one with nothing to show.
    if (examples.length === 0) {
      const hasBody = isObject(response?.content) && Object.keys(response.content).length > 0;
      choices.push({
        value: status,
        label: `${name} (${hasBody ? 'no example' : 'no body'})`,
        body: `<p className="api-panel__empty">${hasBody ? 'The description gives no example of this response.' : 'This response has no body.'}</p>`,
      });
    }
  }
  if (!choices.some((choice) => !choice.body.startsWith('<p className="api-panel__empty">'))) return '';
  const success = firstSuccess(responses);
  const incoming = op.kind === 'webhook';
  const pickers = variants.map(picker);
  return [
    ...pickers,
    codePanel(
      {
        title: incoming ? 'Your reply' : 'Response',
        id: incoming ? 'example-reply' : 'example-response',
        pick: incoming ? 'Example reply' : 'Example response',
        className: 'api-panel--response',
        exportTitle: incoming ? 'Example replies' : 'Example responses',
      },
      choices,
      choices.some((choice) => choice.value === success) ? success : undefined,
    ),
  ].join('\n\n');
}

/** A webhook's payload examples, in a panel of their own where an operation has its request sample. */
function payloadPanel(ctx: PageContext, op: ApiOperation): string {
  const {requestBody} = op;
  const examples = isObject(requestBody?.content) ? bodyExamples(ctx, requestBody.content, 'request') : [];
  if (examples.length === 0) return '';
  return codePanel(
    {
      title: 'Payload',
      id: 'example-payload',
      pick: 'Example payload',
      className: 'api-panel--request',
      exportTitle: 'Example payloads',
    },
    examples.map((example, index) => {
      const label = example.title || (examples.length > 1 ? `Example ${index + 1}` : 'Example');
      return {value: String(index + 1), label, body: codeBlock(example.language, `Payload: ${label}`, example.text)};
    }),
  );
}

/**
 * The request sample in every language, with one line under it that says what the program
 * needs; the full note opens from that line instead of standing above the code.
 */
/**
 * The request's variants (./variants.ts), each choice's file made from the body it sends: the
 * generated samples its description did not replace, highlighted as the page's are, and the body.
 */
function variantsOf(ctx: PageContext, op: ApiOperation, options: OperationPageOptions): BodyVariants | undefined {
  if (op.kind === 'webhook') return undefined;
  const content = op.requestBody?.content;
  const [mediaType, media] = isObject(content) ? (Object.entries(content)[0] ?? []) : [];
  if (mediaType === undefined) return undefined;
  const where = {section: 'request-body', title: 'Shape of the request body', panel: 'request-sample', example: true};
  // The generated samples the page shows (an `x-codeSamples` of a language replaces its own): decided once.
  const slots = options.languages.map(({language, label, highlight}) => ({language, label, highlight, code: ''}));
  const shown = new Set(operationSamples(op, slots, options.languages));
  const kept = new Set(slots.filter((slot) => shown.has(slot)).map((slot) => slot.language));
  return bodyVariants(
    ctx,
    op,
    media,
    where,
    (value) => {
      const request = buildSampleRequest(ctx, op, options.envPrefix, {value});
      const generated = renderCodeSamples(request, options.languages, `${op.title}: ${request.method} ${op.path}`);
      const samples: Record<string, string> = {};
      for (const sample of generated) {
        if (kept.has(sample.language))
          samples[sample.language] = staticCodeProps(sample.code, sample.highlight, null).html;
      }
      const language = languageOf(mediaType);
      const text = exampleText(mediaValue(ctx.model, media!, mediaType, value), language);
      return {samples, example: exampleBlock(ctx, text, language)};
    },
    'request',
  );
}

/**
 * The variants of each response whose example the response panel shows (the first media type
 * with one, as `bodyExamples` takes it): a choice replaces that status's first example.
 */
function responseVariantsOf(ctx: PageContext, op: ApiOperation): BodyVariants[] {
  if (op.kind === 'webhook') return [];
  return Object.entries(op.responses).flatMap(([status, response]) => {
    const content = response?.content;
    const entry = Object.entries(isObject(content) ? content : {}).find(
      ([, media]) => mediaExamples(ctx.model, media, '', 'response').length > 0,
    );
    if (!entry) return [];
    const [mediaType, media] = entry;
    const language = languageOf(mediaType);
    const where = {
      section: `response-${status}`,
      title: `Shape of the ${status} response`,
      panel: 'example-response',
      example: false,
      shared: `${status}\n${language}`,
    };
    const variants = bodyVariants(
      ctx,
      op,
      media,
      where,
      (value) => {
        const text = exampleText(mediaValue(ctx.model, media, mediaType, value), language);
        return {samples: {[status]: staticCodeProps(text, language, null).html}};
      },
      'response',
    );
    return variants ? [variants] : [];
  });
}

const picker = (variants: BodyVariants) => `<VariantPicker data=${jsxAttr(JSON.stringify(variants.data))} />`;

function requestPanel(
  ctx: PageContext,
  op: ApiOperation,
  options: OperationPageOptions,
  variants: BodyVariants | undefined,
): string {
  const request = buildSampleRequest(ctx, op, options.envPrefix);
  const title = `${op.title}: ${request.method} ${op.path}`;
  const generated = renderCodeSamples(request, options.languages, title);
  const samples = operationSamples(op, generated, options.languages);
  const choices = samples.map((sample) => ({
    value: sample.language,
    label: sample.label,
    body: codeBlock(sample.highlight, `${request.method} ${op.path} (${sample.label})`, sample.code),
  }));
  const read = request.env.filter((name) => name !== request.base.env);
  // Without a host in the description, the base URL is one more variable to set.
  const needed = request.base.hostless ? [...read, request.base.env] : read;
  const base = baseWords(request.base, (text) => `\`${text}\``);
  const lines = [
    `Each sample is a complete program. ${read.length > 0 ? `It reads ${andList(read.map((name) => `\`${name}\``))} from the environment; ${base}` : base.charAt(0).toUpperCase() + base.slice(1)}.`,
  ];
  if (request.signing) {
    lines.push(
      'It computes `X-Timestamp`, a new `X-Nonce` and `X-Signature` when it runs, over the exact bytes it sends, as [HMAC signature generation](/docs/additional-support/hmac-signature-generation) describes.',
    );
  }
  if (request.idempotencyKey)
    lines.push(`It sends a new \`${request.idempotencyKey}\` each run: reuse a key only to retry the same request.`);
  const summary =
    needed.length === 0
      ? 'A complete program: runs as it is'
      : `A complete program: set ${needed.length} environment variable${needed.length === 1 ? '' : 's'}`;
  const note = el(
    'details',
    {class: 'api-panel-note'},
    el('summary', {}, escapeHtml(summary)),
    ctx.markdown(lines.join(' ')),
  );
  return [
    variants ? picker(variants) : '',
    codePanel(
      {
        title: 'Request',
        id: 'request-sample',
        pick: 'Language',
        className: 'api-panel--request',
        exportTitle: 'Code samples',
        attributes: 'groupId="code-sample-language" queryString="language"',
      },
      choices,
    ),
    apiHtml(note),
  ]
    .filter(Boolean)
    .join('\n\n');
}

function callbacksSection(ctx: PageContext, op: ApiOperation): string {
  const callbacks = Object.entries(isObject(op.operation.callbacks) ? op.operation.callbacks : {});
  if (callbacks.length === 0) return '';
  const sections = callbacks.map(([name, raw]) => {
    const callback = ctx.model.resolve(raw);
    const id = ctx.anchors.claim(`callback-${name}`);
    const requests = Object.entries(isObject(callback) ? callback : {}).flatMap(([expression, rawItem]) => {
      const pathItem = ctx.model.resolve(rawItem);
      if (!isObject(pathItem)) return [];
      return pathItemOperations(pathItem).flatMap(({method, operation: found}) => {
        const operation = found as OperationObject;
        const prefix = `${id}.${method}`;
        const requestBody = ctx.model.resolve(operation.requestBody);
        return [
          el(
            'div',
            {class: 'api-endpoint api-endpoint--callback'},
            methodBadge(method),
            el('code', {class: 'api-endpoint__path'}, escapeHtml(expression)),
          ),
          operation.summary ? el('p', {}, el('strong', {}, escapeHtml(operation.summary))) : '',
          ctx.markdown(operation.description),
          isObject(requestBody?.content)
            ? el('h4', {}, 'Payload') +
              ctx.markdown(requestBody.description) +
              renderContent(ctx, requestBody.content, {
                prefix: `${prefix}.payload`,
                label: `the ${name} payload`,
                direction: 'request',
              })
            : '',
          isObject(operation.responses)
            ? el('h4', {}, 'Your reply') +
              renderResponses(ctx, operation.responses, {prefix: `${prefix}.reply`, level: 5})
            : '',
        ].join('');
      });
    });
    return el(
      'section',
      {class: 'api-callback', id},
      el('h3', {}, escapeHtml(name)),
      el(
        'p',
        {},
        `After this call, you receive ${requests.length === 1 ? 'this request' : 'these requests'} at the URL the expression gives (${codeValue('{$request…}')} reads the original request):`,
      ),
      ...requests,
    );
  });
  return el('h2', {id: ctx.anchors.claim('callbacks')}, 'Callbacks') + sections.join('');
}

export function renderOperationPage(ctx: PageContext, op: ApiOperation, options: OperationPageOptions): string {
  const incoming = op.kind === 'webhook';
  const key = diffKey(op);
  const head = header(ctx, op);
  const variants = variantsOf(ctx, op, options);
  const responseVariants = responseVariantsOf(ctx, op);
  for (const each of [variants, ...responseVariants]) {
    for (const [file, content] of each?.files ?? []) options.variantFiles?.set(file, content);
  }
  // On a new operation's page everything else came with it: only later releases are worth a badge.
  ctx.badgesAfter = key ? ctx.lifecycle?.history.get(elementKey.operation(key))?.added : undefined;
  const intro = [
    head,
    ctx.markdown(op.operation.description),
    externalDocs(ctx, op.operation.externalDocs),
    incoming
      ? ''
      : el('h2', {id: ctx.anchors.claim('authentication')}, 'Authentication') + renderAuthentication(ctx, op),
    renderRateLimit(ctx, op),
    requestSection(ctx, op, variants),
    // After the request, so the fields come before the values that test them.
    renderSandboxTestValues(ctx, op),
  ].join('');
  const aside = [
    incoming ? payloadPanel(ctx, op) : requestPanel(ctx, op, options, variants),
    responsePanel(ctx, op, responseVariants),
  ].filter(Boolean);
  const documented = isObject(op.operation.responses) ? op.operation.responses : undefined;
  const heading = incoming ? 'Your reply' : 'Responses';
  const headingId = () => ctx.anchors.claim(incoming ? 'your-reply' : 'responses');
  // `responses: {}` (swaggo writes it): said in words, with nothing to expand.
  const responses =
    documented && Object.keys(documented).length === 0
      ? el(
          'section',
          {class: SECTION_CLASS},
          el('h2', {id: headingId()}, heading),
          el('p', {}, 'The description documents no response for this operation.'),
        )
      : documented
        ? el(
            'section',
            {class: SECTION_CLASS},
            sectionHead(2, headingId(), heading),
            renderResponses(ctx, documented, {prefix: 'response', level: 3, operation: diffKey(op)}),
          )
        : '';
  const tail = responses + callbacksSection(ctx, op);
  return [
    frontMatter({
      id: op.id.split('/').pop(),
      title: op.title,
      description: summarize(op.operation.description, `${wireMethod(op.method)} ${op.path}`),
      sidebar_label: operationSidebarLabel(op, ctx.model),
      sidebar_class_name: operationSidebarClass(op),
      hide_title: true,
      hide_table_of_contents: true,
      custom_edit_url: null,
      // Where the operation leads, for search results.
      api_method: incoming ? `webhook ${op.method}` : op.method,
      api_path: op.path,
      // Guides name an operation by its operationId: search finds the page by it.
      api_operation_id: op.operationId,
    }),
    variants || responseVariants.length > 0 ? `${PAGE_IMPORTS}\n${VARIANT_PICKER_IMPORT}` : PAGE_IMPORTS,
    '',
    `<div className="api-operation${incoming ? ' api-operation--webhook' : ''}">`,
    '<div className="api-operation__intro">',
    '',
    apiHtml(intro),
    '',
    '</div>',
    // The responses come before the samples, so that a phone reads the page in order; from
    // 1200 px the samples stand beside both (../client/api-reference.css).
    tail ? '<div className="api-operation__responses">\n' : '',
    apiHtml(tail),
    tail ? '\n</div>' : '',
    aside.length > 0 ? '<div className="api-operation__aside">\n' : '',
    aside.join('\n\n'),
    aside.length > 0 ? '\n</div>' : '',
    '</div>',
    '',
  ].join('\n');
}
