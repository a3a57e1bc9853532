/**
 * The changelog checked against the releases' diffs. Pure: it takes the changelog's text
 * and each release's changes, and returns problems at the changelog's file:line:col.
 *
 * What a section says, read from its mdast:
 * - a link to an operation page (`/docs/api/partner-api/void-card`) names that operation;
 * - a link to a schema page or to one of its fields (`…/schemas/business#…`) names that schema;
 * - a code span names what it holds: a field, parameter, enum value, header, scope or error
 *   code (`` `near` ``, `` `pending_review` ``), and a link to `…/errors#code` names the code.
 *
 * A release's section mentions a change when it names everything the change asks for
 * (./diff.ts `mentions`): its operation, or its schema and field, or its code. A section claims
 * a change that is not there when, under `### Added`, `### Deprecated` or `### Removed`, it
 * names an operation, schema, error code or scope that was not added, deprecated or removed in
 * that release, or when a list item under `### Changed` mentions no change of the release.
 */
import type {Heading, ListItem, Root} from 'mdast';
import type {Node, Parent} from 'unist';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import type {ApiChange, Mention} from './diff';
import {releaseChanges, type LoadedRelease, type LocatedChange, type ReleaseChanges} from './releases';
import {changeKind} from './rules';
import {REFERENCE_ROUTE_BASE} from '../shared/routes';
import type {Problem} from '../shared/problems';

/** A problem of the changelog (plugins/shared/problems.ts), with one of the check's rules. */
export interface ChangelogProblem extends Problem {
  rule: 'missing-change' | 'extra-change' | 'release-without-description' | 'description-without-release';
}

export const CHANGELOG = 'docs/changelog.mdx';

const REFERENCE = `${REFERENCE_ROUTE_BASE}/`;
const RELEASE_HEADING = /^(\d+\.\d+\.\d+)\b|^Unreleased\b/;

interface Token {
  mention: Mention;
  line: number;
  col: number;
}

export interface ChangelogSection {
  /** `1.2.0`, or `Unreleased`. */
  version: string;
  line: number;
  col: number;
  /** Everything the section names. */
  tokens: Token[];
  /** The tokens of each `### Added` (etc.) subsection, by its name in lower case. */
  subsections: Map<string, {tokens: Token[]; items: {line: number; col: number; tokens: Token[]}[]}>;
}

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).use(remarkMdx);
const isParent = (node: Node): node is Parent => Array.isArray((node as Partial<Parent>).children);
const textOf = (node: Node): string =>
  'value' in node && typeof node.value === 'string'
    ? node.value
    : isParent(node)
      ? node.children.map(textOf).join('')
      : '';

function tokensOf(node: Node, operations: ReadonlySet<string>): Token[] {
  const tokens: Token[] = [];
  const visit = (n: Node) => {
    const at = {line: n.position?.start.line ?? 1, col: n.position?.start.column ?? 1};
    if (n.type === 'inlineCode') tokens.push({mention: {code: String((n as Node & {value?: unknown}).value)}, ...at});
    if (n.type === 'link') {
      const url = String((n as Node & {url?: unknown}).url);
      if (url.startsWith(REFERENCE)) {
        const [page, anchor] = url.slice(REFERENCE.length).split('#');
        if (page.startsWith('schemas/')) tokens.push({mention: {schema: page}, ...at});
        else if (page === 'errors' && anchor) tokens.push({mention: {code: anchor}, ...at});
        else if (operations.has(page)) tokens.push({mention: {op: page}, ...at});
      }
    }
    if (isParent(n)) n.children.forEach(visit);
  };
  visit(node);
  return tokens;
}

/** The release sections of a changelog (`## 1.2.0 — …`, `## Unreleased`). */
export function readChangelog(text: string, operations: ReadonlySet<string>): ChangelogSection[] {
  const tree = parser.parse(text) as Root;
  const sections: ChangelogSection[] = [];
  let section: ChangelogSection | undefined;
  let sub: string | undefined;
  for (const node of tree.children) {
    if (node.type === 'heading' && (node as Heading).depth <= 2) {
      const match = RELEASE_HEADING.exec(textOf(node).trim());
      section = match
        ? {
            version: match[1] ?? 'Unreleased',
            line: node.position!.start.line,
            col: node.position!.start.column,
            tokens: [],
            subsections: new Map(),
          }
        : undefined;
      if (section) sections.push(section);
      sub = undefined;
      continue;
    }
    if (!section) continue;
    if (node.type === 'heading') {
      sub = textOf(node).trim().toLowerCase();
      section.subsections.set(sub, {tokens: [], items: []});
      continue;
    }
    const tokens = tokensOf(node, operations);
    section.tokens.push(...tokens);
    const target = sub ? section.subsections.get(sub) : undefined;
    if (!target) continue;
    target.tokens.push(...tokens);
    if (node.type === 'list')
      for (const item of node.children as ListItem[])
        target.items.push({
          line: item.position!.start.line,
          col: item.position!.start.column,
          tokens: tokensOf(item, operations),
        });
  }
  return sections;
}

const sameMention = (a: Mention, b: Mention) =>
  ('op' in a && 'op' in b && a.op === b.op) ||
  ('schema' in a && 'schema' in b && a.schema === b.schema) ||
  ('code' in a && 'code' in b && a.code === b.code);

/** Whether `tokens` name everything `change` asks for. */
export function mentions(tokens: readonly Token[], change: Pick<ApiChange, 'mentions'>): boolean {
  return change.mentions.every((clause) => clause.some((m) => tokens.some((t) => sameMention(t.mention, m))));
}

/** The names a subsection may only use for changes of its kind: operations, schemas, codes and scopes. */
function isClaimable(token: Token, known: {codes: ReadonlySet<string>; scopes: ReadonlySet<string>}): boolean {
  const m = token.mention;
  return 'op' in m || 'schema' in m || known.codes.has(m.code) || known.scopes.has(m.code);
}

export interface CheckInput {
  file: string;
  text: string;
  /** Every release's changes, plus `Unreleased` when it is checked. */
  releases: ReleaseChanges[];
  /** Operation page ids of every release, to tell an operation link from a guide's. */
  operations: ReadonlySet<string>;
  /** Error codes and scopes of every release, to tell them from other code spans. */
  codes: ReadonlySet<string>;
  scopes: ReadonlySet<string>;
  /** Whether the changelog must have a section for every release given (false for Unreleased alone). */
  requireSections?: boolean;
}

/** What the changelog check needs to know about the names of every release. */
export function changelogNames(releases: LoadedRelease[]): Pick<CheckInput, 'operations' | 'codes' | 'scopes'> {
  const operations = new Set<string>();
  const codes = new Set<string>();
  const scopes = new Set<string>();
  for (const release of releases) {
    for (const op of release.surface.operations.values()) operations.add(op.id);
    for (const code of release.surface.errorCodes.keys()) codes.add(code);
    for (const scope of release.surface.scopes.keys()) scopes.add(scope);
  }
  return {operations, codes, scopes};
}

/**
 * The changelog `text` (shown as `file`) against every release given, oldest first: the check of
 * `npm run lint:docs`, and of `npm run release` on the changelog and release it is about to write.
 */
export function checkReleaseSections(releases: LoadedRelease[], file: string, text: string): ChangelogProblem[] {
  return checkChangelog({file, text, releases: releaseChanges(releases), ...changelogNames(releases)});
}

export function checkChangelog(input: CheckInput): ChangelogProblem[] {
  const problems: ChangelogProblem[] = [];
  const sections = readChangelog(input.text, input.operations);
  const byVersion = new Map(sections.map((s) => [s.version, s]));
  const releases = new Map(input.releases.map((r) => [r.version, r]));
  for (const section of sections) {
    if (section.version === 'Unreleased' && !releases.has('Unreleased')) continue;
    const release = releases.get(section.version);
    if (!release && input.requireSections === false) continue;
    if (!release) {
      problems.push({
        file: input.file,
        line: section.line,
        col: section.col,
        rule: 'release-without-description',
        message: `release ${section.version} has no description: copy api/openapi.json to api/releases/${section.version}.json`,
      });
      continue;
    }
    problems.push(...checkSection(input, section, release.changes));
  }
  if (input.requireSections !== false)
    for (const release of input.releases)
      if (!byVersion.has(release.version))
        problems.push({
          file: `api/releases/${release.version}.json`,
          line: 1,
          col: 1,
          rule: 'description-without-release',
          message: `release ${release.version} has no section in ${input.file} ("## ${release.version} — Month YYYY")`,
        });
  return problems;
}

function checkSection(input: CheckInput, section: ChangelogSection, changes: LocatedChange[]): ChangelogProblem[] {
  const problems: ChangelogProblem[] = [];
  const at = (line: number, col: number) => ({file: input.file, line, col});
  for (const change of changes)
    if (!mentions(section.tokens, change))
      problems.push({
        ...at(section.line, section.col),
        rule: 'missing-change',
        message: `${section.version} does not mention: ${plain(change.text)} [${change.rule}, ${change.file}:${change.line}:${change.col}]`,
      });
  const known = {codes: input.codes, scopes: input.scopes};
  // The subsections that may only name changes of their kind (./rules.ts `changeKind`).
  for (const name of ['added', 'deprecated', 'removed'] as const) {
    const sub = section.subsections.get(name);
    if (!sub) continue;
    const ofKind = changes.filter((c) => changeKind(c.rule) === name);
    for (const token of sub.tokens) {
      if (!isClaimable(token, known)) continue;
      const found = ofKind.some((c) => c.mentions.flat().some((m) => sameMention(m, token.mention)));
      if (!found)
        problems.push({
          ...at(token.line, token.col),
          rule: 'extra-change',
          message: `${section.version} lists ${describe(token.mention)} under "${name}", but it was not ${name} in ${section.version}`,
        });
    }
  }
  const changed = section.subsections.get('changed');
  for (const item of changed?.items ?? [])
    if (!changes.some((c) => mentions(item.tokens, c)))
      problems.push({
        ...at(item.line, item.col),
        rule: 'extra-change',
        message: `this item of ${section.version} "Changed" mentions no change that the description of ${section.version} has`,
      });
  return problems;
}

const describe = (m: Mention) =>
  'op' in m
    ? `the operation ${m.op}`
    : 'schema' in m
      ? `the schema ${m.schema.replace(/^schemas\//, '')}`
      : `\`${m.code}\``;
/** A change's Markdown without link targets, for a one-line message. */
export const plain = (markdown: string) => markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
