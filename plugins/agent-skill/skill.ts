/**
 * The agent skill of an API description: a folder an agent installs (SKILL.md with its
 * `name` and `description` front matter, as Agent Skills are written, and the operations in
 * references/operations.md), made from the spec model alone. Every number, header and error
 * code in it is the description's; a page it names is linked by its Markdown twin. Pure.
 */
import {isObject, type ServerObject, type SpecModel} from '../openapi/model';
import {authSection, isSignatureScheme} from './auth';
import {callSections, idempotencyKeyed, pagedOperations, rateLimitHeaders} from './calls';
import type {SkillLinks} from './links';
import {otherLimits} from './limits';
import {cell, section, table} from './markdown';
import {operationsFile} from './reference';
import {sandboxSection} from './sandbox';
import {startHere} from './steps';
import {andList, asciiSlug} from '../shared/text';

export interface SkillFile {
  /** Inside the skill's folder, with `/`. */
  path: string;
  text: string;
}

export interface SkillSite {
  links: SkillLinks;
  /** Site paths of what the build publishes beside the pages: `/llms.txt`, `/downloads/openapi.json`. */
  published: {label: string; path: string}[];
}

/** The Agent Skills limits on the front matter (agentskills.io/specification). */
const NAME_LENGTH = 64;
const DESCRIPTION_LENGTH = 1024;

/** The skill's name: its API's page slug as letters, digits and single hyphens. */
export function skillName(model: SpecModel): string {
  return asciiSlug(model.infoId, NAME_LENGTH, 'api');
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** What the skill covers, in the words of the description's own kinds of things. */
function abilities(model: SpecModel): string[] {
  const schemes = [...model.securitySchemes.values()];
  return [
    schemes.some((s) => s.type === 'oauth2') ? 'get OAuth 2.0 tokens' : undefined,
    schemes.some(isSignatureScheme) ? 'sign requests' : undefined,
    schemes.length && !schemes.some((s) => s.type === 'oauth2') ? 'authenticate every call' : undefined,
    idempotencyKeyed(model).length > 0 ? 'retry safely with idempotency keys' : undefined,
    'handle errors',
    model.facts.rateLimits || rateLimitHeaders(model).length > 0 ? 'respect rate limits' : undefined,
    pagedOperations(model).length > 0 ? 'page through lists' : undefined,
    model.facts.sandboxTestValues.values.length ? 'test against the sandbox' : undefined,
  ].filter((a): a is string => Boolean(a));
}

function frontMatter(model: SpecModel, site: SkillSite): string {
  const title = String(model.info.title);
  const hosts = [...new Set((model.root.servers ?? []).map((s) => hostOf(s.url)).filter((h) => h && h !== '/'))];
  const description = [
    `How to integrate with the ${title}${model.info.version ? ` ${String(model.info.version)}` : ''}: ${andList(abilities(model))}.`,
    `Use when writing, reviewing or debugging code that calls ${hosts.length ? andList(hosts) : `the ${title}`}.`,
  ]
    .join(' ')
    .slice(0, DESCRIPTION_LENGTH);
  return [
    '---',
    `name: ${skillName(model)}`,
    `description: ${JSON.stringify(description)}`,
    `compatibility: ${JSON.stringify(`Reads the pages it links, as Markdown, from ${site.links.sitePath('')}.`)}`,
    ...(model.info.version ? ['metadata:', `  api-version: ${JSON.stringify(String(model.info.version))}`] : []),
    '---',
  ].join('\n');
}

/** The first paragraph of the API's description. */
function summary(model: SpecModel, links: SkillLinks): string | undefined {
  const text = typeof model.info.description === 'string' ? model.info.description.trim() : '';
  const first = text.split(/\n\s*\n/)[0];
  return first && !/^(#|```|\||<)/.test(first) ? links.rewrite(first) : undefined;
}

function intro(model: SpecModel, site: SkillSite): string {
  const {links} = site;
  const sources = [
    `- [${String(model.info.title)} overview](${links.page(model.infoId)}): the API as a whole.`,
    '- [references/operations.md](references/operations.md): every operation with its security, required headers and limits.',
    ...site.published.map(({label, path}) => `- [${label}](${links.sitePath(path)})`),
  ];
  return [
    `# ${String(model.info.title)}`,
    summary(model, links),
    'Made from the API description when the docs were built: every number, header and error code below is ' +
      `the description's. For an operation's request and response in full, read its page${links.twins ? ' (each link is the Markdown version of a page)' : ''}.`,
    sources.join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** A server's variables: ``Variables: `region` (default `eu`; `eu`, `us`).`` */
function serverVariables(server: ServerObject): string {
  const variables = Object.entries(server.variables ?? {}).map(
    ([name, v]) =>
      `\`${name}\` (default \`${v.default}\`${v.enum ? `; ${v.enum.map((e) => `\`${e}\``).join(', ')}` : ''})`,
  );
  return variables.length ? `Variables: ${variables.join(', ')}.` : '';
}

function serversSection(model: SpecModel): string {
  const servers = model.root.servers ?? [];
  return section('## Servers', [
    servers.length
      ? table(
          ['Base URL', 'What it is'],
          servers.map((s) => [
            `\`${s.url}\``,
            cell([s.description?.replace(/\.\s*$/, ''), serverVariables(s)].filter(Boolean).join('. ')),
          ]),
        )
      : undefined,
  ]);
}

/** Every distinct link of the description's prose and `externalDocs`, rewritten: the guides it points to. */
function readMore(model: SpecModel, links: SkillLinks): string {
  const texts: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string' && value.includes('](')) texts.push(value);
    if (isObject(value) && typeof value.url === 'string' && typeof value.description === 'string')
      texts.push(`[${value.description}](${value.url})`);
  };
  collect(model.info.description);
  for (const scheme of model.securitySchemes.values()) collect(scheme.description);
  for (const key of ['x-gcm-rate-limits', 'x-gcm-sandbox-test-values'] as const) {
    const raw = model.root[key];
    if (isObject(raw)) collect(raw.externalDocs);
  }
  for (const group of model.groups) collect(group.externalDocs);
  const found = new Map<string, string>();
  for (const text of texts) {
    for (const [, label, url] of links.rewrite(text).matchAll(/(?<!!)\[([^\]![][^\]]*)\]\((https?:[^)\s]+)\)/g))
      if (!found.has(url)) found.set(url, label.charAt(0).toUpperCase() + label.slice(1));
  }
  return section('## Read more', [[...found].map(([url, label]) => `- [${label}](${url})`).join('\n')]);
}

/** The skill's files. */
export function renderSkill(model: SpecModel, site: SkillSite): SkillFile[] {
  const {links} = site;
  const body = [
    frontMatter(model, site),
    intro(model, site),
    startHere(model),
    serversSection(model),
    authSection(model, links),
    ...callSections(model, links),
    sandboxSection(model, links),
    section('## Other limits', [otherLimits(model)]),
    readMore(model, links),
  ].filter(Boolean);
  return [
    {path: 'SKILL.md', text: `${body.join('\n\n')}\n`},
    {path: 'references/operations.md', text: operationsFile(model, links)},
  ];
}
