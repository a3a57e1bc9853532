/** The MDX of one operation page: endpoint, auth, request, build-time code samples, responses. */
import {codeSampleLanguages} from '../../data/codeSampleLanguages';
import {
  operationParameters,
  refName,
  resolve,
  firstExample,
  type Json,
  type OpenApiDocument,
  type OperationEntry,
} from './spec';
import {toSafeMdx, toSafeInline} from './safeMdx';
import {constraintNotes, renderFields, typeLabel} from './schemaFields';
import {schemaExample} from './schemaExample';
import {buildSampleRequest, renderCodeSamples} from './requestSamples';
import {codeBlock, endpointLine, jsonBlock, STATUS_TEXT} from './mdxBlocks';
import {schemaPermalink} from './links';

const SIGNING_GUIDE = '/docs/additional-support/hmac-signature-generation';
const PARAMETER_SECTIONS: [string, string][] = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
];

function renderParameter(spec: OpenApiDocument, parameter: Json): string {
  const flags = [parameter.required ? 'required' : 'optional', parameter.deprecated ? '**deprecated**' : null].filter(
    Boolean,
  );
  const lines = [`- **\`${parameter.name}\`** · ${typeLabel(spec, parameter.schema)} · ${flags.join(' · ')}`];
  if (parameter.description) lines.push(indent(toSafeMdx(parameter.description)));
  const notes = constraintNotes(spec, parameter.schema);
  const example = firstExample(spec, parameter);
  if (example.found && !notes.some((note) => note.startsWith('Example:'))) {
    notes.push(
      `Example: \`${String(typeof example.value === 'object' ? JSON.stringify(example.value) : example.value)}\``,
    );
  }
  if (notes.length > 0) lines.push(indent(toSafeInline(notes.join(' · '))));
  return lines.join('\n\n');
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => (line.trim() === '' ? '' : `  ${line}`))
    .join('\n');
}

function renderAuthentication(spec: OpenApiDocument, entry: OperationEntry): string {
  const requirements: Record<string, string[]>[] = entry.operation.security ?? spec.security ?? [];
  if (requirements.length === 0 || requirements.every((r) => Object.keys(r).length === 0)) {
    return 'No authentication is required.';
  }
  const alternatives = requirements.map((requirement) => {
    const parts = Object.entries(requirement).map(([name, scopes]) => {
      const scheme = resolve(spec, spec.components?.securitySchemes?.[name] ?? {});
      if (scheme.type === 'oauth2') {
        const scopeText = scopes.length ? ` with scope ${scopes.map((s) => `\`${s}\``).join(', ')}` : '';
        return `an OAuth 2 bearer token${scopeText} in \`Authorization\``;
      }
      if (scheme.type === 'apiKey' && scheme.name === 'X-Signature') {
        return `an HMAC request signature in \`X-Signature\`, with \`X-Partner-Id\`, \`X-Timestamp\` and \`X-Nonce\` (see [HMAC signature generation](${SIGNING_GUIDE}))`;
      }
      if (scheme.type === 'apiKey') return `the \`${scheme.name}\` ${scheme.in}`;
      if (scheme.type === 'http') return `HTTP ${scheme.scheme} authentication`;
      return `the \`${name}\` scheme`;
    });
    return parts.join(' and ');
  });
  return alternatives.length === 1
    ? `Send ${alternatives[0]}.`
    : `Use one of:\n\n${alternatives.map((a) => `- ${a}`).join('\n')}`;
}

function mediaTypeSection(
  spec: OpenApiDocument,
  mediaType: string,
  media: Json,
  exampleTitle: string,
  withFields: boolean,
): string {
  const parts: string[] = [];
  const schemaRef = media.schema?.$ref;
  const link =
    typeof schemaRef === 'string'
      ? ` · schema [\`${refName(schemaRef)}\`](${schemaPermalink(refName(schemaRef))})`
      : '';
  parts.push(`Content type \`${mediaType}\`${link}`);
  const fields = withFields ? renderFields(spec, media.schema) : '';
  if (fields) parts.push(fields);
  else if (media.schema && !schemaRef) parts.push(`The body is ${typeLabel(spec, media.schema)}.`);
  const examples = Object.entries<Json>(media.examples ?? {});
  if (examples.length > 0) {
    for (const [name, rawExample] of examples) {
      const example = resolve(spec, rawExample);
      if (example.value === undefined) continue;
      const summary = example.summary ? `${exampleTitle}: ${example.summary}` : `${exampleTitle}: ${name}`;
      parts.push(jsonBlock(summary, example.value));
    }
  } else {
    const value = media.example !== undefined ? media.example : schemaExample(spec, media.schema);
    if (value !== undefined) parts.push(jsonBlock(exampleTitle, value));
  }
  return parts.join('\n\n');
}

function renderResponses(spec: OpenApiDocument, entry: OperationEntry): string {
  const sections: string[] = ['## Responses'];
  for (const [status, rawResponse] of Object.entries<Json>(entry.operation.responses ?? {})) {
    const response = resolve(spec, rawResponse);
    const reason = STATUS_TEXT[status] ?? '';
    sections.push(`### ${status} ${reason}`.trimEnd());
    if (response.description) sections.push(toSafeMdx(response.description));
    const headers = Object.entries<Json>(response.headers ?? {});
    if (headers.length > 0) {
      const items = headers.map(([name, rawHeader]) => {
        const header = resolve(spec, rawHeader);
        const description = header.description ? `: ${toSafeInline(header.description)}` : '';
        return `- **\`${name}\`** · ${typeLabel(spec, header.schema)}${description}`;
      });
      sections.push(`Response headers:\n\n${items.join('\n')}`);
    }
    for (const [mediaType, media] of Object.entries<Json>(response.content ?? {})) {
      // Error bodies share one schema; list fields for successes, link the schema for errors.
      sections.push(mediaTypeSection(spec, mediaType, media, `${status} response`, status.startsWith('2')));
    }
  }
  return sections.join('\n\n');
}

export function renderOperationPage(spec: OpenApiDocument, entry: OperationEntry): string {
  const {operation} = entry;
  const parameters = operationParameters(spec, entry);
  const server = (operation.servers ?? spec.servers ?? [])[0]?.url;
  const out: string[] = [
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    '',
    `# ${toSafeInline(operation.summary ?? operation.operationId)}`,
    '',
    endpointLine(entry.method, entry.path, server),
  ];
  if (operation.deprecated) {
    out.push(
      '',
      ':::warning[Deprecated]\n\nThis operation is deprecated. See the [changelog](/docs/changelog) for its replacement and sunset date.\n\n:::',
    );
  }
  if (operation.description) out.push('', toSafeMdx(operation.description));
  out.push('', '## Authentication', '', renderAuthentication(spec, entry));

  const requestBody = operation.requestBody && resolve(spec, operation.requestBody);
  if (parameters.length > 0 || requestBody) {
    out.push('', '## Request');
    for (const [location, heading] of PARAMETER_SECTIONS) {
      const inLocation = parameters.filter((p) => p.in === location);
      if (inLocation.length === 0) continue;
      out.push('', `### ${heading}`, '', inLocation.map((p) => renderParameter(spec, p)).join('\n'));
    }
    if (requestBody?.content) {
      out.push('', '### Request body', '');
      const lead = [
        requestBody.required ? 'Required.' : 'Optional.',
        requestBody.description ? toSafeMdx(requestBody.description) : '',
      ]
        .filter(Boolean)
        .join(' ');
      out.push(lead);
      for (const [mediaType, media] of Object.entries<Json>(requestBody.content)) {
        out.push('', mediaTypeSection(spec, mediaType, media, 'Request body', true));
      }
    }
  }

  const request = buildSampleRequest(spec, entry);
  const samples = renderCodeSamples(request, codeSampleLanguages);
  out.push('', '## Code samples', '');
  if (request.signed) {
    out.push(
      `:::note\n\nThe \`X-Timestamp\`, \`X-Nonce\` and \`X-Signature\` values below are examples. Compute them for every request over the exact bytes you send, as described in [HMAC signature generation](${SIGNING_GUIDE}).\n\n:::`,
      '',
    );
  }
  out.push('<Tabs groupId="code-sample-language" queryString="language">');
  for (const sample of samples) {
    out.push(
      `<TabItem value="${sample.language}" label="${sample.label}">`,
      '',
      codeBlock(sample.highlight, `${request.method} ${entry.path} (${sample.label})`, sample.code),
      '',
      '</TabItem>',
    );
  }
  out.push('</Tabs>', '', renderResponses(spec, entry), '');
  return out.join('\n');
}
