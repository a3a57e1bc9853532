/**
 * Build-time syntax highlighting. Code blocks are tokenized once, in Node, by Prism (the
 * same grammars prism-react-renderer uses in the browser), and reach the page as HTML
 * with `token …` classes. The browser then neither downloads a tokenizer nor runs one,
 * and hydration leaves the highlighted markup alone.
 */
import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index.js';
import components from 'prismjs/components.js';

/** Languages shown as plain, escaped text. */
const PLAIN_LANGUAGES = new Set(['text', 'txt', 'plain', 'plaintext']);

/** Prism grammar id for every id and alias Prism knows, e.g. `js` → `javascript`. */
const GRAMMAR_IDS: ReadonlyMap<string, string> = new Map(
  Object.entries(components.languages).flatMap(([id, entry]) => {
    if (id === 'meta') return [];
    const aliases = (entry as {alias?: string | string[]}).alias ?? [];
    return [id, ...(Array.isArray(aliases) ? aliases : [aliases])].map((name) => [name, id] as [string, string]);
  }),
);

export class UnknownLanguageError extends Error {
  constructor(readonly language: string) {
    super(
      `code block language "${language}" is not one Prism knows; use a Prism language id ` +
        `(https://prismjs.com/#supported-languages) or "text"`,
    );
    this.name = 'UnknownLanguageError';
  }
}

/**
 * The grammar id a code-block language resolves to, or null for plain text.
 * Throws UnknownLanguageError for anything else, so a typo fails the build.
 */
export function resolveLanguage(language: string | null | undefined): string | null {
  const name = (language ?? '').trim().toLowerCase();
  if (name === '' || PLAIN_LANGUAGES.has(name)) return null;
  const id = GRAMMAR_IDS.get(name);
  if (!id) throw new UnknownLanguageError(name);
  return id;
}

export interface HighlightOptions {
  /**
   * Token types the themes colour like plain text (see plainTokenTypes). Such tokens at
   * the top level are written as bare text: the page shows the same colours with fewer
   * elements and bytes. Nested ones keep their span, since they would otherwise take
   * their parent token's colour.
   */
  readonly plainTypes?: ReadonlySet<string>;
}

function isPlainLeaf(token: string | Prism.Token, plainTypes: ReadonlySet<string>): token is Prism.Token {
  return typeof token !== 'string' && plainTypes.has(token.type) && !token.alias && typeof token.content === 'string';
}

/**
 * The code as HTML: Prism's token spans for a known language, escaped text for plain.
 * The same steps as Prism.highlight (hooks, tokenize, hooks, stringify), so grammars
 * that rely on hooks (PHP inside markup) work; only the stringifying differs.
 */
export function highlightToHtml(
  code: string,
  language: string | null | undefined,
  options: HighlightOptions = {},
): string {
  const id = resolveLanguage(language);
  if (id === null) return Prism.util.encode(code) as string;
  if (!Prism.languages[id]) loadLanguages([id]);
  const env: Prism.Environment = {code, grammar: Prism.languages[id], language: id};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code as string, env.grammar as Prism.Grammar);
  Prism.hooks.run('after-tokenize', env);
  const plainTypes = options.plainTypes ?? new Set<string>();
  return (env.tokens as (string | Prism.Token)[])
    .map((token) =>
      isPlainLeaf(token, plainTypes)
        ? (Prism.util.encode(token.content) as string)
        : Prism.Token.stringify(Prism.util.encode(token), id),
    )
    .join('');
}
