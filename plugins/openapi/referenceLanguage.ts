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
 * English only when ELD (Nito's Efficient Language Detector, n-grams of words and letters)
 * finds it clearly so; else English.
 */
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {SpecModel} from './model';

/** What is declared when the description says nothing clearly. */
export const DEFAULT_LANGUAGE = 'en';

/** Below this many letters of prose, nothing is detected: English (a Han letter is nearly a word: 20 are a sentence). */
const MIN_LETTERS = 20;
/** The share of the prose's letters a script other than Latin needs to be the description's. */
const SCRIPT_SHARE = 0.2;
/** The share of kana among Han and kana above which Han text is Japanese, not Chinese. */
const KANA_IN_JAPANESE = 0.05;
/** Latin prose shorter than this is not weighed by the detector: English. */
const MIN_LATIN_LETTERS = 200;
/**
 * How far ahead of a script's usual language (English for Latin, Russian for Cyrillic, Arabic
 * for the Arabic script) another must score in ELD's scores (about 0.5 to 0.8 for the languages
 * a text resembles) to be declared instead. English prose full of identifiers scores English
 * 0.76 to 0.79 and the next language 0.58 to 0.70; the short, repetitive German summaries of the
 * Bundestag's DIP API score German 0.79 and English 0.56, where a trigram detector (franc) had
 * them at 1 and 0.98.
 */
const CLEAR_LEAD = 0.1;

/** Scripts that name a language (or a few, told apart by the detector) by themselves. */
const SCRIPTS: {script: string; pattern: RegExp; language: string; others?: string[]}[] = [
  {script: 'Hangul', pattern: /\p{Script=Hangul}/u, language: 'ko'},
  {
    script: 'Cyrillic',
    pattern: /\p{Script=Cyrillic}/u,
    language: 'ru',
    others: ['ru', 'uk', 'be', 'bg', 'sr'],
  },
  {script: 'Greek', pattern: /\p{Script=Greek}/u, language: 'el'},
  {
    script: 'Arabic',
    pattern: /\p{Script=Arabic}/u,
    language: 'ar',
    others: ['ar', 'fa', 'ur'],
  },
  {script: 'Hebrew', pattern: /\p{Script=Hebrew}/u, language: 'he'},
  {script: 'Thai', pattern: /\p{Script=Thai}/u, language: 'th'},
  {script: 'Devanagari', pattern: /\p{Script=Devanagari}/u, language: 'hi'},
];

/** Latin-script languages that may be declared (ISO 639-1, as ELD names them), English first: the usual one. */
const LATIN_LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'pt',
  'it',
  'nl',
  'pl',
  'cs',
  'ro',
  'hu',
  'sv',
  'da',
  'no',
  'fi',
  'tr',
  'vi',
];

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

/** ELD's detector. */
type Eld = (typeof import('eld/medium'))['eld'];

/**
 * Where ELD's detector module is. ELD is published as ES modules for `import` alone, and the
 * loader of Docusaurus's config (jiti) turns an `import()` into a `require`, which ELD's package
 * refuses: the module is imported by its file, found where Node looks for packages.
 */
function eldModule(): string {
  const file = path.join('eld', 'src', 'entries', 'static.medium.js');
  const dir = (createRequire(__filename).resolve.paths('eld') ?? []).find((candidate) =>
    existsSync(path.join(candidate, file)),
  );
  if (dir === undefined) throw new Error(`cannot find ${file}: run npm ci`);
  return pathToFileURL(path.join(dir, file)).href;
}

/** ELD, loaded on first use (2 MB of n-grams, which only a reference-only build needs). */
let detector: Promise<Eld> | undefined;
const loadDetector = () => (detector ??= (import(eldModule()) as Promise<{eld: Eld}>).then((module) => module.eld));

/** The language of `text` (BCP 47), or DEFAULT_LANGUAGE when it is not clearly another. */
export async function detectLanguage(text: string): Promise<string> {
  const prose = proseOf(text);
  const letters = prose.match(/\p{L}/gu) ?? [];
  if (letters.length < MIN_LETTERS) return DEFAULT_LANGUAGE;
  const count = (pattern: RegExp) => letters.filter((letter) => pattern.test(letter)).length;
  const kana = count(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
  const han = count(/\p{Script=Han}/u);
  if (kana + han >= letters.length * SCRIPT_SHARE) return kana >= (kana + han) * KANA_IN_JAPANESE ? 'ja' : 'zh';
  for (const {pattern, language, others} of SCRIPTS) {
    if (count(pattern) < letters.length * SCRIPT_SHARE) continue;
    if (language === 'ru' && count(/[їєґ]/iu) > 0 && count(/[ыэё]/iu) === 0) return 'uk';
    return others ? clearlyOther(await loadDetector(), prose, others) : language;
  }
  if (count(/\p{Script=Latin}/u) < MIN_LATIN_LETTERS) return DEFAULT_LANGUAGE;
  return clearlyOther(await loadDetector(), prose, LATIN_LANGUAGES);
}

/**
 * Of `languages` (the usual one first), the one ELD scores best when it leads the usual one by
 * CLEAR_LEAD, else the usual one.
 */
function clearlyOther(eld: Eld, prose: string, languages: readonly string[]): string {
  const scores = eld.detect(prose).getScores();
  const [usual] = languages;
  const best = languages.reduce((a, b) => ((scores[b] ?? 0) > (scores[a] ?? 0) ? b : a));
  return (scores[best] ?? 0) - (scores[usual] ?? 0) >= CLEAR_LEAD ? best : usual;
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
export async function referenceLanguage(
  model: Pick<SpecModel, 'info' | 'groups' | 'operations' | 'webhooks'> | undefined,
  requested?: string,
): Promise<string> {
  if (requested !== undefined && languageTagProblem(requested) === undefined) return canonicalLanguageTag(requested);
  return model ? detectLanguage(descriptionProse(model)) : DEFAULT_LANGUAGE;
}
