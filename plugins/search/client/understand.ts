/**
 * Query understanding: what a reader typed, read as the words that matter. Filler and
 * question words need not match; each remaining word is a group of words any one of which
 * answers it (the word, its other forms, the site's words for it from the portal's glossary,
 * a typo's correction); words that say what kind of page is wanted ("endpoint", "error", a
 * field name) steer the ranking without having to match. The engine searches each group and
 * ranks pages by how much of the query they answer (rank.ts).
 */
import {tokenize, vocabularySet} from './spelling';

/** Words a question is made of that say nothing about the answer ("how do I …", "what happens when my …"). */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but if then than so as of to for in on at by with from into onto about over ' +
    'how do does did doing done what whats when where why which who whom whose is are was were be been being am ' +
    'can could should would will shall may might must i me my mine we us our ours you your yours it its ' +
    'this that these those there here happens happen happened happening need needs want wants wanted ' +
    'way ways please help tell explain know possible still just also any some anything something ' +
    'not no dont doesnt cant isnt wont after before again use using used thing things stuff one ' +
    'whether able there their them they out up via per each every all without within real actual right ' +
    'correct proper properly'
  ).split(' '),
);

/**
 * Everyday words a question is phrased in that are not what it asks about ("what is a card
 * *worth*", "an email never *arrived*", "is a token *good* for"): they may match, but weigh half
 * of what their rarity in the docs says, since a docs site rarely uses them and rarity alone
 * would make them the query's heaviest words.
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  (
    'good bad best better worse worst great nice fine ok okay sure really very too enough quite ' +
    'make makes made making give gives gave given go goes going went gone come comes came ' +
    'see sees saw seen show shows showed shown look looks looked looking keep keeps kept let lets ' +
    'put puts take takes took taken try tries tried trying work works worked working ' +
    'never ever always sometimes often already yet even only much many more less lot lots ' +
    'someone somebody person people thing kind sort like instead else other another same ' +
    'different own happen anyway actually basically first second long short big small'
  ).split(' '),
);

/**
 * Derivations the stemmer leaves apart (it stems "redeeming" to "redeem", but "redemption" to
 * "redempt"): each set's words answer one another. Generic English of APIs, for every
 * reference this generator builds; a portal's own words belong in its glossary.
 */
export const WORD_FORMS: readonly (readonly string[])[] = [
  ['redeem', 'redemption'],
  ['settle', 'settlement'],
  ['sign', 'signature'],
  ['expire', 'expiry', 'expiration'],
  ['authorize', 'authorise', 'authorization', 'authorisation'],
  ['authenticate', 'authentication'],
  ['deliver', 'delivery'],
  ['paginate', 'pagination', 'paging'],
  ['idempotent', 'idempotency'],
  ['verify', 'verification'],
  ['notify', 'notification'],
  ['embed', 'embeddable', 'embedded'],
  ['onboard', 'onboarding'],
  ['provision', 'provisioning'],
  ['encrypt', 'encryption'],
  ['validate', 'validation'],
  ['deprecate', 'deprecation'],
  ['configure', 'configuration'],
  ['integrate', 'integration'],
  ['subscribe', 'subscription'],
  ['revoke', 'revocation'],
  ['cancel', 'cancellation'],
  ['refund', 'refundable'],
];

/**
 * A reader's generic words for what API docs say otherwise: question phrases ("how long" asks
 * for a lifetime), the verbs of operations (looking something up is a get) and acronyms. They
 * hold for any API, so every reference this generator builds reads them; a target a site lacks
 * finds nothing there. The portal's glossary comes on top and wins on the same key.
 */
export const GENERIC_SYNONYMS: Glossary = {
  'how long': ['lifetime', 'expires', 'valid'],
  'how often': ['interval', 'poll'],
  'how many': ['limit', 'maximum'],
  'how much': ['limit', 'amount'],
  most: ['maximum', 'limit'],
  max: ['maximum', 'limit'],
  least: ['minimum'],
  min: ['minimum'],
  lookup: ['get'],
  'look up': ['get'],
  fetch: ['get'],
  retrieve: ['get'],
  find: ['search', 'get'],
  remove: ['delete'],
  edit: ['update'],
  modify: ['update'],
  browse: ['list'],
  csp: ['content security policy'],
  'base url': ['servers'],
  host: ['servers'],
  ttl: ['lifetime', 'expires'],
  'good for': ['lifetime', 'expires', 'valid'],
  'valid for': ['lifetime', 'expires'],
  worth: ['amount', 'value'],
  cost: ['amount', 'price', 'fee'],
  money: ['amount', 'value'],
  arrive: ['delivery', 'delivered'],
  receive: ['delivery', 'delivered'],
  reject: ['invalid', 'rejected'],
  refuse: ['invalid', 'rejected'],
  deny: ['invalid', 'forbidden'],
  denied: ['invalid', 'forbidden'],
  fail: ['error', 'failed'],
  broken: ['error', 'invalid'],
  wrong: ['invalid', 'error'],
  test: ['sandbox', 'test'],
  debug: ['sandbox', 'troubleshoot'],
  troubleshoot: ['errors'],
  'get started': ['quickstart', 'introduction'],
  'getting started': ['quickstart', 'introduction'],
  'try again': ['retry'],
  resend: ['retry'],
  twice: ['idempotency'],
  'next page': ['pagination', 'cursor'],
  // Acronyms written out: docs use the acronym.
  'message authentication code': ['hmac'],
  'json web token': ['jwt'],
  'cross origin': ['cors'],
  'time to live': ['ttl'],
  'single sign on': ['sso'],
};

/** What kind of page a query asks for, besides its words. */
export type Intent = 'operation' | 'errors' | 'field';

/** Words that name a kind of page: they steer the ranking and need not match. */
export const INTENT_WORDS: Readonly<Record<string, Intent>> = {
  endpoint: 'operation',
  endpoints: 'operation',
  api: 'operation',
  apis: 'operation',
  operation: 'operation',
  operations: 'operation',
  call: 'operation',
  calls: 'operation',
  error: 'errors',
  errors: 'errors',
  field: 'field',
  fields: 'field',
  parameter: 'field',
  parameters: 'field',
  param: 'field',
  params: 'field',
  property: 'field',
  properties: 'field',
  attribute: 'field',
};

/** The portal's own words for a reader's (src/data/searchGlossary.yaml): a phrase of one or more words → site phrases. */
export type Glossary = Readonly<Record<string, readonly string[]>>;

export interface QueryWord {
  /** The word as typed (a phrase for a glossary entry of several words). */
  typed: string;
  /** What to search for it: the typed word first, then its other forms and the site's words for it. */
  alternatives: string[];
  /** Whether the word only names a kind of page (it need not match, and weighs little). */
  intentOnly: boolean;
  /** The kind of page it names, for an intent word. */
  intent?: Intent;
  /** Whether it was taken for a typo: its first alternative is the correction, then the word as typed. */
  corrected?: boolean;
  /** Whether its alternatives are the glossary's words for it (they count as much as the word), not other forms. */
  synonym?: boolean;
  /** Whether its alternatives are words related to it (the docs never use it): they count as other forms do. */
  related?: boolean;
  /** Whether it is an everyday word (COMMON_WORDS): it weighs half. */
  common?: boolean;
  /**
   * For a hyphenated name, its words searched together (`X Request Id`): the index holds the
   * name as one word, scored alike on every page that mentions it, and its words with how often
   * and where each page uses them; they order the pages that have the name.
   */
  parts?: string;
}

export interface QueryPlan {
  words: QueryWord[];
  intents: Intent[];
  /** The query with its typos corrected, when any was. */
  corrected?: string;
}

/** The lexicon a query is read with: the portal's glossary and the docs' vocabulary (for typos). */
export interface Lexicon {
  glossary: Glossary;
  /** Lower-case words of the docs, most frequent first (spelling.ts). */
  vocabulary: readonly string[];
  /** Corrects a word the docs do not contain, or returns null. */
  correct?: (word: string) => string | null;
  /** The docs' words related to a word they do not contain (related.ts), by its lower-case key. */
  related?: (key: string) => readonly string[] | undefined;
}

/** Words a question starts with ("how do I …", "can I …"). */
const QUESTION_WORDS: ReadonlySet<string> = new Set(
  'how what whats why when where which who can could do does did is are should would will'.split(' '),
);

/** A status (`409`) or an error code's shape (`nonce_reused`). */
const looksLikeErrorCode = (piece: string) => /^\d{3}$|_/.test(piece);

/** A word that reads like a field or parameter name: `giftCardId`, `partner_reference` is an error code's shape too, so only camelCase. */
const looksLikeField = (word: string) => /^[a-z]+[A-Z][A-Za-z0-9]*$/.test(word);

const INFLECTIONS = ['', 's', 'es', 'ed', 'd', 'ing', 'er', 'ers', 'able'];

/** The set of WORD_FORMS a word is an inflection of ("settled", "settling" of settle), if any. */
export function formsOf(word: string): readonly string[] | undefined {
  const lower = word.toLowerCase();
  return WORD_FORMS.find((set) =>
    set.some((form) => {
      return inflects(lower, form);
    }),
  );
}

/** Splits a query into the pieces Pagefind searches: whitespace and paths' slashes separate, quotes and trailing punctuation go. */
export function queryPieces(query: string): string[] {
  return query
    .replace(/[/?!,;:()"“”]/g, ' ')
    .split(/\s+/)
    .map((piece) => piece.replace(/^[.'‘’]+|[.'‘’]+$/g, ''))
    .filter(Boolean);
}

/** The key a piece is looked up by: its letters and digits, lower case ("Don't" → "dont"). */
const keyOf = (piece: string) => tokenize(piece).join('');

/** Whether `word` is `base` with an inflection ("expires", "expired" of "expire"; "payouts" of "payout"). */
function inflects(word: string, base: string): boolean {
  const stems = base.endsWith('e') ? [base, base.slice(0, -1)] : [base];
  return stems.some((stem) => INFLECTIONS.some((ending) => word === stem + ending && word.length >= base.length));
}

/**
 * The longest glossary phrase starting at `start`, as [number of pieces, site phrases]; its
 * last word may carry an inflection ("expires" finds the entry "expire").
 */
function glossaryMatch(keys: string[], start: number, glossary: Glossary): [number, readonly string[]] | undefined {
  const entries = Object.keys(glossary).map((key) => key.split(' '));
  for (let length = Math.min(4, keys.length - start); length >= 1; length -= 1) {
    const phrase = keys.slice(start, start + length);
    const exact = glossary[phrase.join(' ')];
    if (exact) return [length, exact];
    const inflected = entries.find(
      (entry) =>
        entry.length === length &&
        entry.every((word, i) => (i === length - 1 ? inflects(phrase[i], word) : phrase[i] === word)),
    );
    if (inflected) return [length, glossary[inflected.join(' ')]];
  }
  return undefined;
}

const unique = (words: string[]) => [...new Set(words)];

/** A hyphenated name's words (`X-Request-Id` → `X Request Id`), as QueryWord's `parts`. */
function compoundParts(piece: string): {parts?: string} {
  return /[\p{L}\p{N}]-[\p{L}\p{N}]/u.test(piece) ? {parts: piece.split('-').filter(Boolean).join(' ')} : {};
}

/** Reads a query: its words that matter, each with what answers it, and the kinds of page it asks for. */
export function understandQuery(query: string, lexicon: Lexicon): QueryPlan {
  const glossary = {...GENERIC_SYNONYMS, ...lexicon.glossary};
  const known = vocabularySet(lexicon.vocabulary);
  const pieces = queryPieces(query);
  const keys = pieces.map(keyOf);
  const words: QueryWord[] = [];
  const intents = new Set<Intent>();
  const corrections: string[] = [];
  let corrected = false;
  const question = QUESTION_WORDS.has(keys[0] ?? '');
  const namesErrorCode = pieces.some(looksLikeErrorCode);
  for (let i = 0; i < pieces.length;) {
    const match = glossaryMatch(keys, i, glossary);
    if (match) {
      const [length, targets] = match;
      const typed = pieces.slice(i, i + length).join(' ');
      // Words the docs never use (or short ones, which the vocabulary leaves out: acronyms) are
      // answered by the glossary's as much as by themselves; words the docs use keep their own meaning first.
      const unknown = keys.slice(i, i + length).some((key) => key.length < 4 || !known.has(key));
      // A single word keeps its other forms beside the glossary's ("expired" finds "expiry" too).
      const forms = length === 1 ? (formsOf(typed) ?? []) : [];
      words.push({typed, alternatives: unique([typed, ...forms, ...targets]), intentOnly: false, synonym: unknown});
      // A phrase names a kind of page as its words do ("error catalog").
      for (const key of keys.slice(i, i + length)) if (INTENT_WORDS[key]) intents.add(INTENT_WORDS[key]);
      corrections.push(typed);
      i += length;
      continue;
    }
    const piece = pieces[i];
    const key = keys[i];
    i += 1;
    corrections.push(piece);
    if (!key) continue;
    const intent = INTENT_WORDS[key];
    // In a question, "error" is what it is about ("how do I test my error handling"), unless a
    // status or an error code names one ("what does 409 error mean").
    if (intent === 'errors' && question && !namesErrorCode) {
      words.push({typed: piece, alternatives: [piece], intentOnly: false});
      continue;
    }
    if (intent) {
      intents.add(intent);
      words.push({typed: piece, alternatives: [piece], intentOnly: true, intent});
      continue;
    }
    if (FILLER_WORDS.has(key)) continue;
    if (looksLikeField(piece)) intents.add('field');
    // An English word the docs never use is searched with the docs' words related to it, not
    // taken for a typo of a docs word spelled like it ("mass" is not "pass").
    const related = lexicon.related?.(key) ?? [];
    if (related.length > 0) {
      words.push({typed: piece, alternatives: unique([piece, ...related]), intentOnly: false, related: true});
      continue;
    }
    const fix = lexicon.correct?.(piece) ?? null;
    if (fix) {
      corrected = true;
      corrections[corrections.length - 1] = fix;
    }
    const forms = formsOf(fix ?? piece) ?? [];
    words.push({
      typed: piece,
      alternatives: unique([fix ?? piece, piece, ...forms]),
      ...compoundParts(piece),
      intentOnly: false,
      corrected: !!fix,
      ...(COMMON_WORDS.has(key) ? {common: true} : {}),
    });
  }
  // "code" asks for the error catalogue beside a status or an error code ("409 code", "nonce_reused code").
  if (keys.some((key) => key === 'code' || key === 'codes') && namesErrorCode) intents.add('errors');
  // A query of nothing but filler or intent words searches what was typed.
  if (!words.some((word) => !word.intentOnly)) {
    const typed = pieces.filter((piece) => piece.length > 1);
    const all = typed.length > 0 ? typed : pieces;
    return {
      words: all.map((piece) => ({typed: piece, alternatives: [piece], intentOnly: false})),
      intents: [...intents],
    };
  }
  return {words, intents: [...intents], ...(corrected ? {corrected: corrections.join(' ')} : {})};
}

/** The words a plan matches, lower case, for naming the section that answers (results.ts). */
export function planWords(plan: QueryPlan): string[] {
  return unique(plan.words.filter((word) => !word.intentOnly).flatMap((word) => word.alternatives.flatMap(tokenize)));
}
