/** The API overview: version, description, servers, security schemes, downloads, contact, licence. */
import {isObject, type SecuritySchemeObject, type ServerObject, type SpecModel, wireMethod} from '../model';
import {frontMatter} from './mdx';
import {isSafeUrl, toSafeInline, toSafeMdx} from './safeMdx';
import {securitySchemeAnchor} from './security';
import {summarize, type LinkPolicy} from './markdown';
import {routeOf} from '../../shared/routes';

export interface Download {
  label: string;
  /** A file the site serves as is, such as `/downloads/openapi.json`: not a page route. */
  href: string;
  /** The name a browser saves it under. */
  file: string;
}

/**
 * A link that saves the file under its own name. A plain `<a>` in MDX is not Docusaurus's
 * Link, so the file keeps its URL instead of becoming a hashed `/assets/files/` copy.
 */
const downloadLink = ({label, href, file}: Download) =>
  `<a href=${JSON.stringify(href)} download=${JSON.stringify(file)}>${toSafeInline(label)}</a>`;

/** For text that is a link's label, or a name: a link inside it keeps its text only. */
const noLinks: LinkPolicy = () => null;

/** A link to a URL of the description (contact, licence, terms), through the page's link policy like its text's. */
function link(text: string, url: string | undefined, policy: LinkPolicy = (href) => href): string {
  const target = url && isSafeUrl(url) ? policy(url) : null;
  return target ? `[${toSafeInline(text, noLinks)}](${target})` : toSafeInline(text, noLinks);
}

/** A value as code; an empty one as the empty string `""` (an empty code span would show its backticks). */
const code = (text: unknown) => (String(text) === '' ? '`""`' : `\`${String(text).replace(/`/g, "'")}\``);

function renderSecurityScheme(name: string, scheme: SecuritySchemeObject, policy?: LinkPolicy): string {
  const facts: string[] = [`Type: ${code(scheme.type)}`];
  if (scheme.type === 'apiKey')
    facts.push(`${String(scheme.in).replace(/^./, (c) => c.toUpperCase())}: ${code(scheme.name)}`);
  if (scheme.type === 'http') facts.push(`Scheme: ${code(scheme.scheme)}`);
  if (scheme.type === 'http' && scheme.bearerFormat) facts.push(`Format: ${code(scheme.bearerFormat)}`);
  if (scheme.type === 'openIdConnect' && scheme.openIdConnectUrl)
    facts.push(`Discovery: ${code(scheme.openIdConnectUrl)}`);
  const parts = [`### ${toSafeInline(name, noLinks)} {#${securitySchemeAnchor(name)}}`, '', facts.join(' · ')];
  if (scheme.description) parts.push('', toSafeMdx(scheme.description, policy, 4));
  for (const [flowName, flow] of Object.entries(
    scheme.type === 'oauth2' && isObject(scheme.flows) ? scheme.flows : {},
  )) {
    const urls = [
      flow.authorizationUrl ? `authorization URL ${code(flow.authorizationUrl)}` : '',
      flow.deviceAuthorizationUrl ? `device authorization URL ${code(flow.deviceAuthorizationUrl)}` : '',
      flow.tokenUrl ? `token URL ${code(flow.tokenUrl)}` : '',
      flow.refreshUrl ? `refresh URL ${code(flow.refreshUrl)}` : '',
    ].filter(Boolean);
    const scopes = Object.entries(isObject(flow.scopes) ? flow.scopes : {});
    parts.push(
      '',
      `OAuth 2 flow ${code(flowName)}${urls.length ? `, ${urls.join(', ')}` : ''}.${scopes.length ? ' Scopes:' : ''}`,
    );
    if (scopes.length)
      parts.push(
        '',
        scopes.map(([scope, meaning]) => `- ${code(scope)}: ${toSafeInline(String(meaning), policy)}`).join('\n'),
      );
  }
  return parts.join('\n');
}

function renderServers(model: SpecModel, policy?: LinkPolicy): string[] {
  const servers: ServerObject[] = Array.isArray(model.root.servers) ? model.root.servers : [];
  if (servers.length === 0) return [];
  // 3.2 names a server (`name`): a column of its own when any server has one.
  const named = servers.some((server) => typeof server.name === 'string' && server.name.trim() !== '');
  const out = ['## Servers', '', named ? '| Name | URL | Description |' : '| URL | Description |'];
  out.push(named ? '| --- | --- | --- |' : '| --- | --- |');
  for (const server of servers) {
    const name = named ? `| ${toSafeInline(String(server.name ?? ''), noLinks)} ` : '';
    out.push(`${name}| ${code(server.url)} | ${toSafeInline(server.description ?? '', policy)} |`);
  }
  out.push('');
  for (const server of servers.filter((s) => isObject(s.variables))) {
    out.push(`Variables of ${code(server.url)}:`, '');
    for (const [name, variable] of Object.entries(server.variables ?? {})) {
      const values = Array.isArray(variable.enum) ? `; one of ${variable.enum.map(code).join(', ')}` : '';
      out.push(
        `- ${code(name)}: default ${code(variable.default)}${values}${variable.description ? `. ${toSafeInline(variable.description, policy)}` : ''}`,
      );
    }
    out.push('');
  }
  return out;
}

export function renderInfoPage(
  model: SpecModel,
  downloads: Download[],
  routeBase: string,
  policy?: LinkPolicy,
): string {
  const {info} = model;
  const out: string[] = [
    frontMatter({
      id: model.infoId,
      title: String(info.title ?? 'API reference'),
      description: summarize(info.description, String(info.title ?? 'API reference')),
      sidebar_label: 'Overview',
      sidebar_position: 0,
      hide_title: true,
      custom_edit_url: null,
    }),
    `# ${toSafeInline(String(info.title ?? 'API reference'), noLinks)}`,
    '',
  ];
  // A blank version (SendGrid's `version: ""`) gets no badge, rather than an empty one.
  const version = String(info.version ?? '').trim();
  if (version)
    out.push(`<span className="badge badge--secondary">{${JSON.stringify(`Version ${version}`)}}</span>`, '');
  if (info.summary) out.push(`**${toSafeInline(info.summary, policy)}**`, '');
  // 3.2's `$self`: where the description is published, the base of its references (model/selfResolver.ts).
  if (typeof model.root.$self === 'string') out.push(`Description URI: ${code(model.root.$self)}`, '');
  if (info.description) out.push(toSafeMdx(info.description, policy), '');
  // Bump's topics: each a section, its own headings below its title.
  for (const topic of model.topics) {
    out.push(`## ${toSafeInline(topic.title, noLinks)}`, '', toSafeMdx(topic.content, policy, 3), '');
    if (topic.example) out.push(toSafeMdx(topic.example, policy, 3), '');
  }
  out.push(...renderServers(model, policy));
  if (model.securitySchemes.size > 0) {
    out.push('## Security schemes', '');
    for (const [name, scheme] of model.securitySchemes) out.push(renderSecurityScheme(name, scheme, policy), '');
  }
  if (model.webhooks.length > 0) {
    out.push('## Webhooks', '', 'Requests the API sends to a URL you register:', '');
    for (const hook of model.webhooks) {
      const method = wireMethod(hook.method);
      // A webhook with no summary is titled by its method and name ("POST newPlanet"): the method once.
      const suffix = hook.title.startsWith(`${method} `) ? '' : ` · ${code(method)}`;
      out.push(`- [${toSafeInline(hook.title, noLinks)}](${routeOf(hook.id, undefined, routeBase)})${suffix}`);
    }
    out.push('');
  }
  if (downloads.length > 0) {
    out.push(
      '## Downloads',
      '',
      'Generated from the same description as this reference at every build, so they always match it:',
      '',
    );
    for (const download of downloads) out.push(`- ${downloadLink(download)}`);
    out.push('');
  }
  // An empty `contact: {}` (swaggo writes one) says nothing: no line, and no section for it alone.
  const contact = isObject(info.contact)
    ? [
        info.contact.name ? toSafeInline(info.contact.name, noLinks) : null,
        info.contact.email ? link(info.contact.email, `mailto:${info.contact.email}`, policy) : null,
        info.contact.url ? link(info.contact.url, info.contact.url, policy) : null,
      ].filter(Boolean)
    : [];
  if (contact.length > 0 || info.license || info.termsOfService) {
    out.push('## Contact and licence', '');
    if (contact.length > 0) out.push(`- Contact: ${contact.join(' · ')}`);
    if (isObject(info.license)) out.push(`- Licence: ${link(info.license.name, info.license.url, policy)}`);
    if (info.termsOfService) out.push(`- Terms of service: ${link(info.termsOfService, info.termsOfService, policy)}`);
    out.push('');
  }
  return out.join('\n');
}
