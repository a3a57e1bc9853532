/**
 * Finds hand-typed copies of the API description's numbers that disagree with it: a
 * duration, an order limit or a rate limit typed into a sentence about what the
 * description's `x-gcm-limits` or `x-gcm-rate-limits` define. Guides should render these with
 * `:limit[name]` and `::rate-limits` (./remark.ts); the description's own prose, which
 * other tools read as it is, is checked the same way.
 *
 * A number counts as a copy of a fact when its sentence (or table row) is about that
 * fact: each fact has a context pattern below. A number must then equal one of the
 * facts its sentence is about, so "the nonce is kept 10 minutes and the timestamp may
 * be 300 seconds off" passes and "300 minutes" fails. Numbers in sentences about
 * nothing here (a DNS TTL) are left alone. Pure: the caller passes the text in.
 */
import type {ApiFacts, LimitValue, RateLimitGroup} from '../openapi/model';
import {lineColAt, lineStarts} from '../shared/problems';

export interface NumberProblem {
  /** Offset of the number in the text. */
  offset: number;
  text: string;
  message: string;
}

/** A sentence or a table row, with its offset; a table cell also carries its column header. */
export interface Sentence {
  text: string;
  offset: number;
  /** For a table cell: the whole row and the cell's column header. */
  row?: string;
  column?: string;
}

const SECONDS: Record<string, number> = {second: 1, minute: 60, hour: 3600, day: 86400, month: 30 * 86400};
const WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
const NUMBER = `(\\d[\\d,]*|${WORDS.join('|')})`;
const toNumber = (word: string) =>
  /^\d/.test(word) ? Number(word.replace(/,/g, '')) : WORDS.indexOf(word.toLowerCase());

const DURATION_RE = new RegExp(`\\b${NUMBER}[ -](second|minute|hour|day|month)s?\\b`, 'gi');
const RATE_RE = new RegExp(
  `\\b${NUMBER} (?:requests? )?(?:per minute|a minute|/min\\b|(?:requests? )?per 60 seconds)`,
  'gi',
);
/** "up to 10 lines", "at most 50 cards", "50 cards in total", "50 cards per order". */
const COUNT_RE = new RegExp(
  `\\b(?:up to|at most|maximum of|no more than|limit of) ${NUMBER} (lines?|items?|cards?)\\b|\\b${NUMBER} (lines?|items?|cards?) (?:in total|per order|per request)\\b`,
  'gi',
);

/** What a sentence must mention to be about each named value of `x-gcm-limits`. */
export const LIMIT_CONTEXT: Record<string, RegExp> = {
  rateLimitWindow: /rate.limit|limits apply|RateLimit-/i,
  orderMaxLines: /\border\b|provision/i,
  orderMaxCards: /\border\b|provision/i,
  accessTokenLifetime: /access tokens? (?:is|are|lasts?|expires?)|tokens? (?:is|are) valid|token lasts|expires_in/i,
  idempotencyRetention: /idempoten|stores? the response|replay/i,
  timestampTolerance: /timestamp|clock/i,
  nonceRetention: /\bnonces?\b/i,
  imageUrlLifetime: /\bimage\b.*\burl\b|\burl\b.*\bimage\b|pre-signed/i,
  redemptionSessionIdle: /\bsession\b.*inactiv|inactiv.*\bsession\b|without activity/i,
  scheduledDeliveryHorizon: /scheduledAt|schedul.*ahead|ahead.*schedul|days ahead/i,
  businessProfileCache: /\bprofiles?\b/i,
  searchResultsStable: /results.*stable|stable.*results/i,
  deprecationPeriod: /deprecat|major version|keeps? working|alongside/i,
};

/** Words that name each rate-limit group, besides its operationIds. */
const GROUP_WORDS: {test: (group: RateLimitGroup) => boolean; words: RegExp}[] = [
  {test: (g) => g.operations !== '*' && g.operations.includes('OAuth2Authentication'), words: /token endpoint/i},
  {test: (g) => g.operations !== '*' && g.operations.some((id) => /^Hmac/.test(id)), words: /signature helpers/i},
  {test: (g) => g.operations === '*', words: /other operations|every other|all other/i},
];

const unitOf = (noun: string) =>
  noun
    .toLowerCase()
    .replace(/s$/, '')
    .replace(/^item$/, 'line');

function durationProblems(sentence: Sentence, about: LimitValue[]): NumberProblem[] {
  const durations = about.filter((limit) => limit.unit in SECONDS);
  if (durations.length === 0) return [];
  const problems: NumberProblem[] = [];
  for (const match of sentence.text.matchAll(DURATION_RE)) {
    const seconds = toNumber(match[1]) * SECONDS[match[2].toLowerCase()];
    if (durations.some((limit) => limit.value * SECONDS[limit.unit] === seconds)) continue;
    problems.push({
      offset: sentence.offset + match.index,
      text: match[0],
      message: `disagrees with the API description: ${durations
        .map((limit) => `${limit.name} is ${limit.value} ${limit.unit}${limit.value === 1 ? '' : 's'}`)
        .join(', ')} (x-gcm-limits); write :limit[${durations[0].name}]`,
    });
  }
  return problems;
}

function countProblems(sentence: Sentence, about: LimitValue[]): NumberProblem[] {
  const counts = about.filter((limit) => !(limit.unit in SECONDS));
  if (counts.length === 0) return [];
  const problems: NumberProblem[] = [];
  for (const match of sentence.text.matchAll(COUNT_RE)) {
    const value = toNumber(match[1] ?? match[3]);
    const unit = unitOf(match[2] ?? match[4]);
    const limit = counts.find((candidate) => candidate.unit === unit);
    if (!limit || limit.value === value) continue;
    problems.push({
      offset: sentence.offset + match.index,
      text: match[0],
      message: `disagrees with the API description: ${limit.name} is ${limit.value} (x-gcm-limits); write :limit[${limit.name}]`,
    });
  }
  return problems;
}

/** Whether `context` names the operation `id`, by its operationId or by its title. */
const namesOperation = (context: string, id: string, titles: ReadonlyMap<string, string>) =>
  new RegExp(`\\b${id}\\b`).test(context) || (titles.has(id) && context.includes(titles.get(id)!));

function rateProblems(sentence: Sentence, facts: ApiFacts, titles: ReadonlyMap<string, string>): NumberProblem[] {
  const rateLimits = facts.rateLimits;
  if (!rateLimits) return [];
  const context = sentence.row ?? sentence.text;
  const named = rateLimits.groups.filter(
    (group) =>
      (group.operations !== '*' && group.operations.some((id) => namesOperation(context, id, titles))) ||
      GROUP_WORDS.some((entry) => entry.test(group) && entry.words.test(context)),
  );
  const environmentText = sentence.column || sentence.text;
  const environments = rateLimits.environments
    .map((name, index) => ({name, index}))
    .filter(({name}) => new RegExp(`\\b${name}\\b`, 'i').test(environmentText));
  const groups = named.length > 0 ? named : rateLimits.groups;
  const columns = environments.length > 0 ? environments.map((e) => e.index) : rateLimits.environments.map((_, i) => i);
  const allowed = new Set(groups.flatMap((group) => columns.map((i) => group.perMinute[i])));
  const problems: NumberProblem[] = [];
  for (const match of sentence.text.matchAll(RATE_RE)) {
    if (allowed.has(toNumber(match[1]))) continue;
    problems.push({
      offset: sentence.offset + match.index,
      text: match[0],
      message: `disagrees with the API description's x-gcm-rate-limits (${[...allowed].filter((n) => n !== null).join(' or ')} here); write ::rate-limits`,
    });
  }
  return problems;
}

/**
 * Numbers in one sentence that disagree with the facts it is about. `titles` (operationId to
 * title, from the spec model) lets a sentence name an operation by its title, as guides do.
 */
export function checkNumbers(
  sentence: Sentence,
  facts: ApiFacts,
  titles: ReadonlyMap<string, string> = new Map(),
): NumberProblem[] {
  const context = sentence.row ?? sentence.text;
  const about = [...facts.limits.values()].filter((limit) => LIMIT_CONTEXT[limit.name]?.test(context));
  return [
    ...durationProblems(sentence, about),
    ...countProblems(sentence, about),
    ...rateProblems(sentence, facts, titles),
  ];
}

/** A disagreeing number in a document, at its line and column. */
export interface LocatedNumberProblem extends NumberProblem {
  line: number;
  col: number;
}

/**
 * The disagreeing numbers of one guide, given its sentences (from the docs checker's
 * prose splitter). The changelog's release notes (from the first `## 1.2.3` heading on)
 * are history and keep the numbers of their release.
 */
export function checkDocumentNumbers(
  file: string,
  text: string,
  sentences: Sentence[],
  facts: ApiFacts,
  titles: ReadonlyMap<string, string> = new Map(),
): LocatedNumberProblem[] {
  const firstRelease = /changelog\.mdx?$/.test(file) ? text.search(/^## \d+\.\d+\.\d+/m) : -1;
  const current = firstRelease < 0 ? sentences : sentences.filter((sentence) => sentence.offset < firstRelease);
  const starts = lineStarts(text);
  return current.flatMap((sentence) =>
    checkNumbers(sentence, facts, titles).map((problem) => ({...problem, ...lineColAt(starts, problem.offset)})),
  );
}

/**
 * The named values of `x-gcm-limits` a text states: a number in a sentence about the value
 * (LIMIT_CONTEXT) that is the value (`valid for one hour`, `3600 seconds`, `up to 10 lines`).
 * What an operation's own description says of its limits, for its Markdown twin.
 */
export function limitsMentioned(text: string, facts: ApiFacts): LimitValue[] {
  const mentioned = new Set<LimitValue>();
  for (const sentence of text.split(/(?<=[.!?])\s+|\n\s*\n/)) {
    const about = [...facts.limits.values()].filter((limit) => LIMIT_CONTEXT[limit.name]?.test(sentence));
    for (const match of sentence.matchAll(DURATION_RE)) {
      const seconds = toNumber(match[1]) * SECONDS[match[2].toLowerCase()];
      for (const limit of about)
        if (limit.unit in SECONDS && limit.value * SECONDS[limit.unit] === seconds) mentioned.add(limit);
    }
    for (const match of sentence.matchAll(COUNT_RE)) {
      const value = toNumber(match[1] ?? match[3]);
      const unit = unitOf(match[2] ?? match[4]);
      for (const limit of about) if (limit.unit === unit && limit.value === value) mentioned.add(limit);
    }
  }
  return [...facts.limits.values()].filter((limit) => mentioned.has(limit));
}
