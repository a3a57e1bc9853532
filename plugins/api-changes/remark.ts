/**
 * Under each release of the changelog, after its hand-written text, the list of changes the
 * diff found in that release's description, collapsed in a native `<details>` (no script of its
 * own: it opens without JavaScript). Runs on docs/changelog.mdx only.
 */
import type {List, ListItem, Paragraph, Root, RootContent} from 'mdast';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {changeListMarkdown, changeListSummary, siteChanges} from './site';

export interface RemarkApiChangesOptions {
  /** The site directory, where api/ is. */
  siteDir: string;
  /** The changelog, relative to the site directory. */
  changelog: string;
}

const RELEASE_HEADING = /^(\d+\.\d+\.\d+)\b/;
const markdown = unified().use(remarkParse);

const textOf = (node: RootContent): string =>
  'value' in node
    ? String(node.value)
    : 'children' in node
      ? node.children.map((c) => textOf(c as RootContent)).join('')
      : '';

export function inlineMarkdown(text: string): Paragraph {
  const tree = markdown.parse(text) as Root;
  const first = tree.children[0];
  return first?.type === 'paragraph' ? first : {type: 'paragraph', children: [{type: 'text', value: text}]};
}

/** The `<details>` element of one release, as MDX's JSX node. */
function detailsNode(summary: string, items: string[]): RootContent {
  const list: List = {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((item): ListItem => ({type: 'listItem', spread: false, children: [inlineMarkdown(item)]})),
  };
  return {
    type: 'mdxJsxFlowElement',
    name: 'details',
    attributes: [{type: 'mdxJsxAttribute', name: 'className', value: 'api-changes'}],
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: 'summary',
        attributes: [],
        children: [
          {
            type: 'paragraph',
            children: [{type: 'paragraph', data: {hName: 'span'}, children: [{type: 'text', value: summary}]}],
          },
        ],
      },
      list,
    ],
  } as RootContent;
}

export default function remarkApiChanges(options: RemarkApiChangesOptions) {
  return async (tree: Root, file: {path?: string}): Promise<void> => {
    if (!file.path?.replace(/\\/g, '/').endsWith(options.changelog)) return;
    const {releases, pages} = await siteChanges(options.siteDir);
    const byVersion = new Map(releases.map((r) => [r.version, r]));
    const children: RootContent[] = [];
    let pending: RootContent | undefined;
    for (const node of tree.children) {
      if (node.type === 'heading' && node.depth <= 2) {
        if (pending) children.push(pending);
        pending = undefined;
        const release = byVersion.get(RELEASE_HEADING.exec(textOf(node).trim())?.[1] ?? '');
        if (release) pending = detailsNode(changeListSummary(release), changeListMarkdown(release, pages));
      }
      children.push(node);
    }
    if (pending) children.push(pending);
    tree.children = children;
  };
}
