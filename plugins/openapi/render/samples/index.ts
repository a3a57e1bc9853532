/**
 * Build-time code samples: complete programs, one per language, generated from each
 * operation's example request (samples/request.ts) by the templates in samples/languages.
 * Credentials come from the environment; signed requests sign the exact bytes they send
 * with the signing code of examples/signing. A multipart body, which the templates do not
 * write, is written by postman-code-generators where the language's module says so (`multipart:
 * 'postman'`); so is every sample of a language whose module sets `template: 'postman'`. `x-codeSamples` from the description come
 * first, replacing the generated sample of their language.
 */
import codegen from 'postman-code-generators';
import {Request} from 'postman-collection';
import {isObject, type ApiOperation} from '../../model';
import type {CodeSampleLanguage} from '../../codeSampleLanguages';
import {isEnv, type SampleRequest} from './request';
import {sampleLanguage, sampleLanguages} from './languages';
import {resolveLanguage} from '../../../static-code';

/** Whether an `x-codeSamples` language can be highlighted (plain text counts); else its sample shows as text. */
function highlightable(language: string): boolean {
  try {
    resolveLanguage(language);
    return true;
  } catch {
    return false;
  }
}

export {buildSampleRequest, serverUrlAsWritten, type SampleRequest} from './request';

export interface CodeSample {
  language: string;
  label: string;
  highlight: string;
  code: string;
}

/** The multipart request as postman-code-generators takes it (environment values as `{{NAME}}`). */
function toPostmanRequest(request: SampleRequest): Request {
  const headers = request.headers.map((h) => ({key: h.name, value: isEnv(h.value) ? `{{${h.value.env}}}` : h.value}));
  if (request.bearer) headers.unshift({key: 'Authorization', value: `Bearer {{${request.bearer.env}}}`});
  // The generators write no auth of their own: Basic is its header, the credentials for the reader to encode.
  if (request.basic) {
    const credentials = `${request.basic.user.env}:${request.basic.password.env}`;
    headers.unshift({key: 'Authorization', value: `Basic {{base64 of ${credentials}}}`});
  }
  const body =
    request.body?.kind === 'multipart'
      ? {
          mode: 'formdata',
          formdata: request.body.parts.map((p) =>
            p.file ? {key: p.name, src: p.value, type: 'file'} : {key: p.name, value: p.value, type: 'text'},
          ),
        }
      : undefined;
  // An API key sent in the query goes with the query's own parameters.
  const keys = request.queryEnv.map(({name, value}) => `${encodeURIComponent(name)}={{${value.env}}}`);
  const query = [request.query.replace(/^\?/, ''), ...keys].filter(Boolean).join('&');
  const url = `${request.base.default}${request.path}${query ? `?${query}` : ''}`;
  return new Request({url, method: request.method, header: headers, body} as never);
}

function postmanSample(request: SampleRequest, generator: {language: string; variant: string}): string {
  let code: string | undefined;
  let failure: unknown;
  codegen.convert(
    generator.language,
    generator.variant,
    toPostmanRequest(request),
    {followRedirect: true, trimRequestBody: false},
    (error: unknown, snippet: string) => {
      failure = error;
      code = snippet;
    },
  );
  if (failure || code === undefined) {
    throw new Error(
      `code sample generation failed for ${generator.language} ${request.method} ${request.path}: ${String(failure ?? 'no output')}`,
    );
  }
  return (generator.language === 'java' ? namedFileParts(code, request) : code).trimEnd();
}

/**
 * postman-code-generators' Java (Unirest) names every file part `file`, whatever its field
 * (`java-unirest/lib/parseRequest.js`): each is given its own name back, found by its path
 * (`/path/to/<name>`, multipartParts in ./request.ts).
 */
function namedFileParts(code: string, request: SampleRequest): string {
  if (request.body?.kind !== 'multipart') return code;
  let named = code;
  for (const part of request.body.parts.filter((p) => p.file)) {
    // A function, so that a `$` in the name or path is no replacement pattern.
    named = named.replace(
      `.field("file", new File("${part.value}"))`,
      () => `.field(${JSON.stringify(part.name)}, new File("${part.value}"))`,
    );
  }
  return named;
}

export function renderCodeSamples(
  request: SampleRequest,
  languages: CodeSampleLanguage[],
  title: string,
): CodeSample[] {
  return languages.map((language) => {
    const {template, multipart, postman} = sampleLanguage(language.language);
    // postman-code-generators writes a sample only where the language's module says so.
    const generator = request.body?.kind === 'multipart' ? multipart : template;
    if (generator === undefined)
      throw new Error(`${language.language}: no template (languages/${language.language}.ts)`);
    const code = generator === 'postman' ? postmanSample(request, postman) : generator({request, title});
    return {language: language.language, label: language.label, highlight: language.highlight, code};
  });
}

/** `x-codeSamples` language names → the sample language they stand for: each id and its module's aliases. */
const LANGUAGE_ALIASES: Record<string, string> = Object.fromEntries(
  sampleLanguages.flatMap((l) => [l.id, ...l.aliases].map((alias) => [alias, l.id])),
);

interface OwnSample {
  lang?: unknown;
  label?: unknown;
  source: string;
}

/**
 * An operation's hand-written samples: Redocly's `x-codeSamples` (or the older
 * `x-code-samples`), else ReadMe's `x-readme: {code-samples: [{language, name, code}]}`.
 */
function ownSamples(op: ApiOperation): OwnSample[] {
  const redocly = op.operation['x-codeSamples'] ?? op.operation['x-code-samples'];
  if (Array.isArray(redocly) && redocly.length > 0) {
    return redocly.filter((sample): sample is OwnSample => isObject(sample) && typeof sample.source === 'string');
  }
  const readme = op.operation['x-readme'];
  const samples = isObject(readme) ? readme['code-samples'] : undefined;
  if (!Array.isArray(samples)) return [];
  return samples
    .filter((sample) => isObject(sample) && typeof sample.code === 'string')
    .map((sample) => ({lang: sample.language, label: sample.name, source: String(sample.code)}));
}

/** The samples an operation shows: its own hand-written ones first, then the generated ones not replaced. */
export function operationSamples(
  op: ApiOperation,
  generated: CodeSample[],
  languages: CodeSampleLanguage[],
): CodeSample[] {
  const own = ownSamples(op);
  if (own.length === 0) return generated;
  const replaced = new Set<string>();
  const values = new Set<string>();
  const custom = own.map((sample, index): CodeSample => {
    const lang = String(sample.lang ?? '').trim();
    const known = languages.find((l) => l.language === LANGUAGE_ALIASES[lang.toLowerCase()]);
    if (known) replaced.add(known.language);
    const value = known && !values.has(known.language) ? known.language : `sample-${index + 1}`;
    values.add(value);
    const label = String(sample.label ?? known?.label ?? (lang || `Sample ${index + 1}`));
    const highlight = known?.highlight ?? (highlightable(lang) ? lang.toLowerCase() : 'text');
    return {language: value, label, highlight, code: String(sample.source).trimEnd()};
  });
  return [...custom, ...generated.filter((sample) => !replaced.has(sample.language))];
}
