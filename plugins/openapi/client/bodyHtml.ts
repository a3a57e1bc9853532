/**
 * The HTML of a compiled operation body (../render/prebuilt.ts) in the production browser
 * bundle: its elements stay in the page's chunk, but the static HTML they carry (the fields,
 * the responses, the highlighted samples: most of a page's bytes) is a JSON file of its own
 * (../bodyHtmlLoader.cjs), because the page's HTML already holds all of it. A page opened
 * from its address hydrates that HTML as it is and never loads the file; a page reached by a
 * link inside the site loads it first (the folded route awaits the page's `preloadContent`,
 * plugins/lean-client/client/lazyRoute.tsx). The server bundle and the dev server keep the
 * HTML in the elements.
 */
import type {BodyNode} from './bodyNode';

/** A compiled body: its elements with their HTML, or (production browser bundle) without it and the file that has it. */
export type CompiledBody = readonly BodyNode[] | {readonly nodes: readonly BodyNode[]; readonly html: string};

/** The attribute that stands for an element's `html` in a body whose HTML is a file of its own: its index there. */
export const HTML_INDEX = 'htmlIndex';

/** An element's attributes with its HTML: from the body's file, or '' (the page's own, left in place) when it has none. */
export function withHtml(props: BodyNode[1], html: readonly string[] | null | undefined): BodyNode[1] {
  if (!(HTML_INDEX in props)) return props;
  const {[HTML_INDEX]: index, ...rest} = props;
  return {...rest, html: html?.[Number(index)] ?? ''};
}

const loaded = new Map<string, readonly string[]>();
const loading = new Map<string, Promise<readonly string[]>>();

/** The body's HTML, where the browser has it: null for a body that carries its own. */
export function loadedHtml(body: CompiledBody): readonly string[] | null | undefined {
  return Array.isArray(body) ? null : loaded.get((body as {html: string}).html);
}

/** Loads the body's HTML file, once; rejects when it cannot be read. */
export function preloadBody(body: CompiledBody): Promise<void> {
  if (Array.isArray(body)) return Promise.resolve();
  const src = (body as {html: string}).html;
  if (loaded.has(src)) return Promise.resolve();
  const pending =
    loading.get(src) ??
    fetch(src)
      .then((response) => {
        if (!response.ok) throw new Error(`${src}: HTTP ${response.status}`);
        return response.json() as Promise<string[]>;
      })
      .then((html) => {
        loaded.set(src, html);
        return html;
      })
      // A failed load is forgotten: the next navigation tries again.
      .finally(() => loading.delete(src));
  loading.set(src, pending);
  return pending.then(() => undefined);
}
