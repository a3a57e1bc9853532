/**
 * The "Changes since" page: for each release a partner may have built against, every change
 * of the releases after it, breaking ones first, each linked to the page it concerns and to
 * its release's changelog entry. A `::changes-since` line of a doc page becomes links to each
 * section, then the sections (static Markdown: it needs no script and no API). The grouping is
 * pure (`changesSince`); the remark plugin runs before Docusaurus's own, so that the headings
 * it adds get their ids and a place in the table of contents.
 */
import type {Heading, List, ListItem, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import {releaseLinks, type ChangelogPage} from '../openapi/model';
import {FIX_THE_PAGE, ProblemError, problemAt, stopBuild} from '../shared/problems';
import type {LocatedChange} from './releases';
import {inlineMarkdown} from './remark';
import {linkedText, siteChanges} from './site';

export const CHANGES_SINCE_DIRECTIVE = 'changes-since';

export interface SinceItem {
  /** The release the change came in. */
  version: string;
  change: Pick<LocatedChange, 'rule' | 'breaking' | 'text'>;
}

export interface SinceSection {
  /** The release a partner built against. */
  from: string;
  /** The releases after it, oldest first. */
  releases: string[];
  /** Breaking changes, then the others; each group oldest release first. */
  breaking: SinceItem[];
  other: SinceItem[];
}

/** One section per release but the newest, oldest first. Pure. */
export function changesSince(releases: readonly {version: string; changes: SinceItem['change'][]}[]): SinceSection[] {
  return releases.slice(0, -1).map((release, i) => {
    const later = releases.slice(i + 1);
    const items = later.flatMap((r) => r.changes.map((change) => ({version: r.version, change})));
    return {
      from: release.version,
      releases: later.map((r) => r.version),
      breaking: items.filter((item) => item.change.breaking),
      other: items.filter((item) => !item.change.breaking),
    };
  });
}

/** The anchor of a section: `since-1-0-0`. */
export const sinceAnchor = (version: string) => `since-${version.replace(/\./g, '-')}`;

const text = (value: string): PhrasingContent => ({type: 'text', value});
const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const link = (url: string, ...children: PhrasingContent[]): PhrasingContent => ({type: 'link', url, children});

function heading(depth: 2 | 3, value: string, id: string): Heading {
  return {type: 'heading', depth, children: [text(value)], data: {hProperties: {id}}};
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** The Markdown of a section's list, each change after its release's link. */
function itemList(items: SinceItem[], releaseHref: (v: string) => string, pages: ReadonlySet<string>): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((item): ListItem => {
      const body = inlineMarkdown(
        `${item.change.breaking ? '**Breaking:** ' : ''}${linkedText(item.change.text, pages)} (\`${item.change.rule}\`)`,
      );
      return {
        type: 'listItem',
        spread: false,
        children: [paragraph(link(releaseHref(item.version), text(item.version)), text(': '), ...body.children)],
      };
    }),
  };
}

/** The page's content: links to each section, then the sections, newest starting point last. */
export function changesSinceNodes(
  sections: SinceSection[],
  releaseHref: (version: string) => string,
  pages: ReadonlySet<string>,
): RootContent[] {
  if (sections.length === 0) return [paragraph(text('There is one release so far: nothing has changed since it.'))];
  const current = sections[0].releases[sections[0].releases.length - 1];
  const nodes: RootContent[] = [
    paragraph(
      text('Pick the version you built against: '),
      ...sections.flatMap((section, i) => [
        ...(i > 0 ? [text(' · ')] : []),
        link(`#${sinceAnchor(section.from)}`, text(`since ${section.from}`)),
      ]),
      text(`. The current version is ${current}.`),
    ),
  ];
  for (const section of sections) {
    const all = section.breaking.length + section.other.length;
    nodes.push(
      heading(2, `Since ${section.from}`, sinceAnchor(section.from)),
      paragraph(
        text(
          `What changed in ${section.releases.join(', ').replace(/, ([^,]*)$/, ' and $1')}: ${count(all, 'change')}, ` +
            `${section.breaking.length === 0 ? 'none' : section.breaking.length} of them breaking.`,
        ),
      ),
      heading(3, `Breaking changes since ${section.from}`, `${sinceAnchor(section.from)}-breaking`),
      section.breaking.length > 0
        ? itemList(section.breaking, releaseHref, pages)
        : paragraph(
            text(`None: an integration built against ${section.from} keeps working with ${current} unchanged.`),
          ),
      heading(3, `Other changes since ${section.from}`, `${sinceAnchor(section.from)}-other`),
      section.other.length > 0 ? itemList(section.other, releaseHref, pages) : paragraph(text('None.')),
    );
  }
  return nodes;
}

export interface RemarkChangesSinceOptions extends ChangelogPage {
  siteDir: string;
}

interface DirectiveNode {
  type: string;
  name?: string;
  position?: {start: {line: number; column: number}};
  children?: DirectiveNode[];
}

/** Replaces each `::changes-since` line with the sections (a doc page's remark plugin). */
export default function remarkChangesSince(options: RemarkChangesSinceOptions) {
  return async (tree: Root, file: {path?: string}): Promise<void> => {
    const at = tree.children.findIndex(
      (node) => node.type === ('leafDirective' as string) && (node as DirectiveNode).name === CHANGES_SINCE_DIRECTIVE,
    );
    if (at < 0) return;
    const {releases, pages} = await siteChanges(options.siteDir);
    const links = releaseLinks(options.siteDir, options);
    const missing = releases.find((r) => !links(r.version));
    if (missing)
      stopBuild(
        new ProblemError(
          problemAt(
            file.path,
            (tree.children[at] as DirectiveNode).position?.start,
            'changes-since',
            `release ${missing.version} (api/releases/) has no "## ${missing.version} — Month Year" heading in ${options.changelog} to link to`,
          ),
        ),
        FIX_THE_PAGE,
      );
    const releaseHref = (version: string) => links(version) ?? options.changelogRoute;
    tree.children.splice(at, 1, ...changesSinceNodes(changesSince(releases), releaseHref, pages));
  };
}
