/** The API overview page: version, description, servers, security schemes, contact, licence. */
import {resolve, type Json, type OpenApiDocument} from './spec';
import {toSafeMdx, toSafeInline, isSafeUrl} from './safeMdx';

function link(text: string, url: string | undefined): string {
  return url && isSafeUrl(url) ? `[${toSafeInline(text)}](${url})` : toSafeInline(text);
}

function renderSecurityScheme(spec: OpenApiDocument, name: string, raw: Json): string {
  const scheme = resolve(spec, raw);
  const facts: string[] = [`Type: \`${scheme.type}\``];
  if (scheme.type === 'apiKey') facts.push(`Header: \`${scheme.name}\``);
  if (scheme.type === 'http') facts.push(`Scheme: \`${scheme.scheme}\``);
  const parts = [`### ${toSafeInline(name)}`, '', facts.join(' · ')];
  if (scheme.description) parts.push('', toSafeMdx(scheme.description));
  for (const [flowName, flow] of Object.entries<Json>(scheme.flows ?? {})) {
    parts.push(
      '',
      `OAuth 2 flow \`${flowName}\`, token URL \`${flow.tokenUrl ?? flow.authorizationUrl}\`. Scopes:`,
      '',
    );
    parts.push(
      Object.entries<string>(flow.scopes ?? {})
        .map(([scope, meaning]) => `- \`${scope}\`: ${toSafeInline(meaning)}`)
        .join('\n'),
    );
  }
  return parts.join('\n');
}

export function renderInfoPage(spec: OpenApiDocument): string {
  const {info} = spec;
  const out: string[] = [
    `# ${toSafeInline(info.title)}`,
    '',
    `<span className="badge badge--secondary">{${JSON.stringify(`Version ${info.version}`)}}</span>`,
    '',
  ];
  if (info.description) out.push(toSafeMdx(info.description), '');
  if (spec.servers?.length) {
    out.push('## Servers', '', '| URL | Description |', '| --- | --- |');
    for (const server of spec.servers) out.push(`| \`${server.url}\` | ${toSafeInline(server.description ?? '')} |`);
    out.push('');
  }
  const schemes = Object.entries<Json>(spec.components?.securitySchemes ?? {});
  if (schemes.length) {
    out.push('## Security schemes', '');
    for (const [name, scheme] of schemes) out.push(renderSecurityScheme(spec, name, scheme), '');
  }
  out.push(
    '## Downloads',
    '',
    'Generated from the same description as this reference at every build, so they always match it:',
    '',
    '- [OpenAPI description (JSON)](/downloads/openapi.json)',
    '- [OpenAPI description (YAML)](/downloads/openapi.yaml)',
    '- [Postman collection (v2.1)](/downloads/gcm-api.postman_collection.json)',
    '',
  );
  if (info.contact || info.license || info.termsOfService) {
    out.push('## Contact and licence', '');
    if (info.contact) {
      const {name, email, url} = info.contact;
      const items = [
        name ? toSafeInline(name) : null,
        email ? link(email, `mailto:${email}`) : null,
        url ? link(url, url) : null,
      ];
      out.push(`- Contact: ${items.filter(Boolean).join(' · ')}`);
    }
    if (info.license) out.push(`- Licence: ${link(info.license.name, info.license.url)}`);
    if (info.termsOfService) out.push(`- Terms of service: ${link(info.termsOfService, info.termsOfService)}`);
    out.push('');
  }
  return out.join('\n');
}
