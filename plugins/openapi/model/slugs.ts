/**
 * The one place page slugs come from. Every page id, link, sidebar entry, docs check
 * and test asks the model for a page's slug; nothing else derives one.
 *
 * - Names (operationIds, tags, the API title) go through lodash `kebabCase`:
 *   `OAuth2Authentication` → `o-auth-2-authentication`, `iFrames` → `i-frames`.
 * - An operation without an operationId takes its method and path: `GET /pets/{id}` → `get-pets-id`.
 * - Schema pages take the schema's name in lower case (`BusinessDetail` → `businessdetail`),
 *   whatever its `title` says; characters that do not belong in a URL segment become `-`.
 * - Two pages that would share a slug in one folder are told apart with `-2`, `-3`, … in
 *   the order they are claimed (the overview, operations, webhooks, tags, the schema index,
 *   then schemas).
 *
 * Whatever the name, the slug is one Docusaurus's docs plugin routes (`unroutableSlug` says
 * why one would not be, and the generator checks every page id with it before writing):
 *
 * - Only letters, combining marks, digits, `-` (and `_` inside a schema's name). Names are
 *   NFKC-normalized first (`ﬁ` → `fi`, full-width letters → ASCII), and Latin letters lose their
 *   accents as lodash's `deburr` takes them off (`Ünïcode` → `unicode`, `ß` → `ss`), as
 *   `kebabCase` always did for operations: an ASCII address where a letter has an obvious one.
 *   Letters of other scripts stay as they are (`Заказ` → `заказ`, `用户`): they have no
 *   transliteration worth guessing, and Docusaurus routes them (the file, its id and its
 *   permalink keep the letters; links to it may be written raw or percent-encoded, its
 *   broken-link check decodes both).
 * - Never a leading `_` (Docusaurus takes `_name.mdx` for a partial and gives it no route:
 *   HAL's `_embedded`), `.` (a hidden file the docs plugin never reads) or `-`: they are dropped.
 * - Never a name Docusaurus makes its folder's index (`index`, `readme` or the folder's own
 *   name, which would take the folder's route), nor a Windows device name (`con`, `nul`, …,
 *   which no file on Windows may have): those are taken, so the page gets `-2`.
 * - At most MAX_SLUG_BYTES bytes of UTF-8: a longer one is cut and ends with a hash of the
 *   whole, so two long names stay apart (file names have 255 bytes, and the page's fragments
 *   file adds `.fragments.js`).
 * - Never empty: a name with nothing left falls back to `overview`, the method, `webhook`,
 *   `operations` or `schema`.
 */
import {createHash} from 'node:crypto';
import deburr from 'lodash/deburr';
import kebabCase from 'lodash/kebabCase';
import {REFERENCE_FOLDER} from '../../shared/routes';

/** The longest slug in bytes of UTF-8 (before a `-2` that tells it apart). */
export const MAX_SLUG_BYTES = 100;
/** The folders of the reference's pages. */
export const WEBHOOKS_FOLDER = 'webhooks';
export const SCHEMAS_FOLDER = 'schemas';

/** Cuts a slug longer than MAX_SLUG_BYTES, ending it with a hash of the whole. */
function capped(slug: string): string {
  if (Buffer.byteLength(slug) <= MAX_SLUG_BYTES) return slug;
  const hash = createHash('sha256').update(slug).digest('hex').slice(0, 8);
  let cut = '';
  let bytes = 0;
  for (const char of slug) {
    bytes += Buffer.byteLength(char);
    if (bytes > MAX_SLUG_BYTES - hash.length - 1) break;
    cut += char;
  }
  return `${cut.replace(/[-_]+$/, '')}-${hash}`;
}

/**
 * What is left of `text` once it holds only what a slug may: letters, marks, digits and `-`,
 * and for a schema `_` too, and its own `--` (Box's `Comment--Full`); a name in kebab case has
 * one `-` between words.
 */
function segment(text: string, kind: 'name' | 'schema'): string {
  const other = kind === 'schema' ? /[^\p{L}\p{M}\p{N}_-]+/gu : /[^\p{L}\p{M}\p{N}-]+/gu;
  const kept = text.normalize('NFC').replace(other, '-');
  return capped((kind === 'name' ? kept.replace(/-{2,}/g, '-') : kept).replace(/^[-_\p{M}]+|[-_]+$/gu, ''));
}

export function slugify(text: string): string {
  return segment(kebabCase(text.normalize('NFKC')), 'name');
}

export function operationSlug(operation: {operationId?: string; method: string; path: string}): string {
  return (
    (operation.operationId ? slugify(operation.operationId) : '') ||
    slugify(`${operation.method} ${operation.path}`) ||
    operation.method
  );
}

/** A webhook's page, in WEBHOOKS_FOLDER: its operationId, else its name (3.1's key, 2.0's path). */
export function webhookSlug(webhook: {operationId?: string; path: string}): string {
  return (webhook.operationId ? slugify(webhook.operationId) : '') || slugify(webhook.path) || 'webhook';
}

/** The overview's page: the API's title. */
export function overviewSlug(title: string): string {
  return slugify(title) || 'overview';
}

/** A tag's page (and the page of untagged operations). */
export function tagSlug(name: string): string {
  return slugify(name) || 'operations';
}

export function schemaSlug(name: string): string {
  return segment(deburr(name.normalize('NFKC')).toLowerCase(), 'schema') || 'schema';
}

/** Names Docusaurus makes a folder's index page (`index.mdx`, `README.mdx`, `NAME/NAME.mdx`), compared in lower case. */
const INDEX_NAMES = ['index', 'readme'];
/** Names no file may have on Windows, whatever its extension. */
const WINDOWS_DEVICE = /^(?:con|prn|aux|nul|com[1-9]|lpt[1-9])$/;
/** What a routed slug holds: a letter, mark or digit first, then those, `-` and `_`. */
const ROUTABLE = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}_-]*$/u;
/** The longest slug the check lets through: the page's fragments file must fit a 255-byte file name. */
const MAX_FILE_NAME_BYTES = 255;
const LONGEST_SUFFIX = '.fragments.js';

/**
 * Why Docusaurus would not route a page whose file is `<slug>.mdx` in a folder named `folder`
 * (the folder's last segment), or null when it would. These are the docs plugin's rules
 * (@docusaurus/plugin-content-docs 3.8: its default `exclude` globs, `isCategoryIndex`, the
 * pathname check of its slugs), written down apart from the formula above, so that a slug
 * the formula gets wrong is caught by the generator instead of by Docusaurus.
 */
export function unroutableSlug(slug: string, folder: string): string | null {
  if (slug === '') return 'it is empty';
  if (slug.startsWith('_'))
    return 'Docusaurus takes a file whose name starts with "_" for a partial and gives it no page';
  if (slug.startsWith('.')) return 'the docs plugin does not read a file whose name starts with "."';
  const lower = slug.toLowerCase();
  if (INDEX_NAMES.includes(lower) || lower === folder.toLowerCase()) {
    return `Docusaurus makes "${slug}" its folder's index page, at the folder's address`;
  }
  if (WINDOWS_DEVICE.test(lower)) return `no file may be called "${slug}" on Windows`;
  if (!ROUTABLE.test(slug)) return 'it holds characters other than letters, digits, "-" and "_"';
  if (slug.normalize('NFC') !== slug) return 'it is not in Unicode normal form C';
  if (Buffer.byteLength(slug + LONGEST_SUFFIX) > MAX_FILE_NAME_BYTES) return 'its file name would be too long';
  return null;
}

/** The key two slugs of one folder collide under: on a case-insensitive file system, and in Docusaurus's index check. */
export function slugKey(id: string): string {
  return id.normalize('NFC').toLowerCase();
}

/**
 * Hands out unique, routable slugs within each folder of the generated reference. A slug
 * Docusaurus would make its folder's index (or a Windows device name) counts as taken.
 * `referenceFolder` is the folder the pages are written to (its last segment is the
 * top-level pages' folder name).
 */
export class SlugRegistry {
  private readonly taken = new Set<string>();
  private readonly topFolder: string;

  constructor(referenceFolder: string = REFERENCE_FOLDER) {
    this.topFolder = referenceFolder.split('/').pop() ?? '';
  }

  private reserved(folder: string, slug: string): boolean {
    const lower = slug.toLowerCase();
    const folderName = folder ? (folder.split('/').pop() ?? '') : this.topFolder;
    return INDEX_NAMES.includes(lower) || lower === folderName.toLowerCase() || WINDOWS_DEVICE.test(lower);
  }

  claim(folder: string, slug: string): string {
    const prefix = folder ? `${folder}/` : '';
    let candidate = slug;
    for (let n = 2; this.taken.has(slugKey(prefix + candidate)) || this.reserved(folder, candidate); n += 1) {
      candidate = `${slug}-${n}`;
    }
    this.taken.add(slugKey(prefix + candidate));
    return prefix + candidate;
  }
}
