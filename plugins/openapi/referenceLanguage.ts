/**
 * The language a reference-only build (`npm run build:reference`) is written in: the `lang`
 * of every page's `<html>` and the language its search index is built for (Pagefind segments
 * and stems words by it). The interface around the description's text (buttons, labels, the
 * navbar) stays English; only the text's own language is declared.
 *
 * `--lang TAG` names it; without it, it is read from the description's prose (its title and
 * description, its tags' and operations' summaries and descriptions): a script of its own
 * decides where it can (kana → Japanese, Hangul → Korean, Han alone → Chinese, Cyrillic,
 * Greek, Arabic, Hebrew, Thai, Devanagari; Ukrainian by the letters only it writes, ї, є and ґ,
 * where Russian's ы, э and ё are absent); text in Latin letters is another language than
 * English only when franc-min, a trigram detector, finds it clearly so; else English.
 */
import {francAll} from 'franc-min';
import type {SpecModel} from './model';

/** What is declared when the description says nothing clearly. */
export const DEFAULT_LANGUAGE = 'en';

/** Below this many letters of prose, nothing is detected: English (a Han letter is nearly a word: 20 are a sentence). */
const MIN_LETTERS = 20;
/** The share of the prose's letters a script other than Latin needs to be the description's. */
const SCRIPT_SHARE = 0.2;
/** The share of kana among Han and kana above which Han text is Japanese, not Chinese. */
const KANA_IN_JAPANESE = 0.05;
/** Latin prose shorter than this is not weighed by trigrams: English. */
const MIN_LATIN_LETTERS = 200;
/**
 * How far ahead of a script's usual language (English for Latin, Russian for Cyrillic, Arabic
 * for the Arabic script) another must score, of 1 (francAll scores the best 1), to be declared
 * instead: English prose full of identifiers scores close to others (Swagger's pet store scores
 * Spanish 1 and English 0.99), Russian close to Bulgarian; German prose scores English at 0.88.
 */
const CLEAR_LEAD = 0.1;

/** Scripts that name a language (or a few, told apart by trigrams) by themselves. */
const SCRIPTS: {script: string; pattern: RegExp; language: string; trigrams?: Record<string, string>}[] = [
  {script: 'Hangul', pattern: /\p{Script=Hangul}/u, language: 'ko'},
  {
    script: 'Cyrillic',
    pattern: /\p{Script=Cyrillic}/u,
    language: 'ru',
    trigrams: {rus: 'ru', ukr: 'uk', bel: 'be', bul: 'bg', srp: 'sr'},
  },
  {script: 'Greek', pattern: /\p{Script=Greek}/u, language: 'el'},
  {
    script: 'Arabic',
    pattern: /\p{Script=Arabic}/u,
    language: 'ar',
    trigrams: {arb: 'ar', pes: 'fa', urd: 'ur', pbu: 'ps'},
  },
  {script: 'Hebrew', pattern: /\p{Script=Hebrew}/u, language: 'he'},
  {script: 'Thai', pattern: /\p{Script=Thai}/u, language: 'th'},
  {script: 'Devanagari', pattern: /\p{Script=Devanagari}/u, language: 'hi'},
];

/** Latin-script languages franc-min may declare, ISO 639-3 to BCP 47 (English first: the usual one). */
const LATIN_LANGUAGES: Record<string, string> = {
  eng: 'en',
  deu: 'de',
  fra: 'fr',
  spa: 'es',
  por: 'pt',
  ita: 'it',
  nld: 'nl',
  pol: 'pl',
  ces: 'cs',
  ron: 'ro',
  hun: 'hu',
  swe: 'sv',
  tur: 'tr',
  vie: 'vi',
  ind: 'id',
};

/** Prose without what is not words of a language: code, URLs, HTML tags and entities, Markdown link targets. */
export function proseOf(text: string): string {
  return text
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#\w]+;/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/\b\w+:\/\/\S+/g, ' ');
}

/** The language of `text` (BCP 47), or DEFAULT_LANGUAGE when it is not clearly another. */
export function detectLanguage(text: string): string {
  const prose = proseOf(text);
  const letters = prose.match(/\p{L}/gu) ?? [];
  if (letters.length < MIN_LETTERS) return DEFAULT_LANGUAGE;
  const count = (pattern: RegExp) => letters.filter((letter) => pattern.test(letter)).length;
  const kana = count(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
  const han = count(/\p{Script=Han}/u);
  if (kana + han >= letters.length * SCRIPT_SHARE) return kana >= (kana + han) * KANA_IN_JAPANESE ? 'ja' : 'zh';
  for (const {pattern, language, trigrams} of SCRIPTS) {
    if (count(pattern) < letters.length * SCRIPT_SHARE) continue;
    if (language === 'ru' && count(/[їєґ]/iu) > 0 && count(/[ыэё]/iu) === 0) return 'uk';
    return trigrams ? clearlyOther(prose, trigrams) : language;
  }
  if (count(/\p{Script=Latin}/u) < MIN_LATIN_LETTERS) return DEFAULT_LANGUAGE;
  return clearlyOther(prose, LATIN_LANGUAGES);
}

/**
 * Of `languages` (ISO 639-3 to BCP 47, the usual one first), the one franc-min scores best
 * when it leads the usual one by CLEAR_LEAD, else the usual one.
 */
function clearlyOther(prose: string, languages: Record<string, string>): string {
  const codes = Object.keys(languages);
  const scores = francAll(prose, {only: codes});
  const usual = scores.find(([code]) => code === codes[0])?.[1] ?? 0;
  const [best, score] = scores[0] ?? [];
  return best !== undefined && best in languages && score - usual >= CLEAR_LEAD ? languages[best] : languages[codes[0]];
}

/** The description's prose a reader reads first: its title and description, its tags' and operations' text. */
export function descriptionProse(model: Pick<SpecModel, 'info' | 'groups' | 'operations' | 'webhooks'>): string {
  const texts: unknown[] = [model.info.title, model.info.summary, model.info.description];
  for (const group of model.groups) texts.push(group.label, group.description);
  for (const op of [...model.operations, ...model.webhooks]) {
    texts.push(op.operation.summary, op.operation.description);
  }
  return texts.filter((text): text is string => typeof text === 'string').join('\n');
}

/** Why `tag` cannot be `--lang`, or undefined when it can (a well-formed BCP 47 tag of a known language). */
export function languageTagProblem(tag: string): string | undefined {
  const example = 'a BCP 47 language tag such as ja, zh-Hans or pt-BR';
  let canonical: string | undefined;
  try {
    [canonical] = Intl.getCanonicalLocales(tag);
  } catch {
    canonical = undefined;
  }
  const language = canonical?.split('-')[0];
  const known =
    language !== undefined &&
    /^[a-z]{2,3}$/.test(language) &&
    new Intl.DisplayNames(['en'], {type: 'language', fallback: 'none'}).of(language) !== undefined;
  return known ? undefined : `--lang ${JSON.stringify(tag)} is not ${example}`;
}

/** `tag` as BCP 47 writes it (`JA-jp` → `ja-JP`); call languageTagProblem first. */
export const canonicalLanguageTag = (tag: string): string => Intl.getCanonicalLocales(tag)[0];

/**
 * The language a reference-only build declares: `requested` (`--lang`, checked by
 * build:reference) when given, else the one its prose is written in.
 */
export function referenceLanguage(
  model: Pick<SpecModel, 'info' | 'groups' | 'operations' | 'webhooks'> | undefined,
  requested?: string,
): string {
  if (requested !== undefined && languageTagProblem(requested) === undefined) return canonicalLanguageTag(requested);
  return model ? detectLanguage(descriptionProse(model)) : DEFAULT_LANGUAGE;
}
