/**
 * The portal's search glossary: a reader's words mapped to the site's (`payout: settlement`),
 * a YAML file of the portal's own (src/data/searchGlossary.yaml, named in the site config; a
 * reference built from another description has none). It is data: each key is a word or a
 * phrase a partner types, each value a site word or phrase, or a list of them. The build
 * refuses a file it cannot read and an entry whose target the indexed site does not contain,
 * each at its `file:line:col`, so that no entry points at nothing.
 */
import {readFileSync} from 'node:fs';
import {safeLoad, Kind, type YAMLNode, type YamlMap, type YAMLMapping, type YAMLSequence} from 'yaml-ast-parser';
import {lineColAt, lineStarts, shownPath, type Problem} from '../shared/problems';
import {tokenize} from './client/spelling';
import type {Glossary} from './client/understand';

const RULE = 'search-glossary';

interface Placed {
  text: string;
  offset: number;
}

export interface GlossaryEntry {
  /** The reader's words, normalized as queries are read: lower case, words of letters and digits. */
  key: string;
  keyAt: number;
  targets: Placed[];
}

export interface ReadGlossary {
  file: string;
  text: string;
  entries: GlossaryEntry[];
}

/** A key as the query reader looks it up: each word's letters and digits, lower case, one space between words. */
export const glossaryKey = (phrase: string) =>
  phrase
    .split(/\s+/)
    .map((word) => tokenize(word).join(''))
    .filter(Boolean)
    .join(' ');

function problem(file: string, text: string, offset: number, message: string): Problem {
  return {file: shownPath(file), ...lineColAt(lineStarts(text), offset), rule: RULE, message};
}

function scalarText(node: YAMLNode | undefined): string | undefined {
  if (node?.kind !== Kind.SCALAR) return undefined;
  const value = (node as YAMLNode & {value: unknown}).value;
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** Reads the glossary file: a mapping of words to a word or a list of words. Problems name their place. */
export function readGlossary(file: string): {glossary?: ReadGlossary; problems: Problem[]} {
  const text = readFileSync(file, 'utf8');
  const root = safeLoad(text) as YAMLNode | undefined;
  const syntax = root?.errors?.[0];
  if (syntax) {
    const offset = (syntax as {mark?: {position?: number}}).mark?.position ?? 0;
    return {problems: [problem(file, text, offset, `invalid YAML: ${syntax.reason}`)]};
  }
  if (!root || root.kind !== Kind.MAP) {
    return {problems: [problem(file, text, root?.startPosition ?? 0, 'the glossary is a mapping of words to words')]};
  }
  const problems: Problem[] = [];
  const entries: GlossaryEntry[] = [];
  const seen = new Map<string, number>();
  for (const mapping of (root as YamlMap).mappings as YAMLMapping[]) {
    const keyText = scalarText(mapping.key);
    const key = keyText ? glossaryKey(keyText) : '';
    if (!key) {
      problems.push(problem(file, text, mapping.startPosition, 'a glossary key is a word or a phrase'));
      continue;
    }
    if (seen.has(key)) {
      problems.push(problem(file, text, mapping.key.startPosition, `"${keyText}" is already a key of the glossary`));
      continue;
    }
    seen.set(key, mapping.startPosition);
    const value = mapping.value;
    const items = value?.kind === Kind.SEQ ? (value as YAMLSequence).items : [value];
    const targets: Placed[] = [];
    for (const item of items) {
      const target = scalarText(item);
      if (target) targets.push({text: target, offset: item.startPosition});
      else
        problems.push(
          problem(
            file,
            text,
            item?.startPosition ?? mapping.startPosition,
            `"${keyText}" maps to a word, a phrase or a list of them`,
          ),
        );
    }
    entries.push({key, keyAt: mapping.key.startPosition, targets});
  }
  return {glossary: {file, text, entries}, problems};
}

/**
 * The glossary the browser reads, or the problems of entries whose targets the site does not
 * contain: every word of a target must be a word of the indexed pages (`siteWords`).
 */
export function checkGlossary(
  read: ReadGlossary,
  siteWords: ReadonlySet<string>,
): {glossary: Glossary; problems: Problem[]} {
  const glossary: Record<string, string[]> = {};
  const problems: Problem[] = [];
  for (const entry of read.entries) {
    for (const target of entry.targets) {
      const missing = tokenize(target.text).filter((word) => !siteWords.has(word));
      if (missing.length > 0) {
        const words = missing.map((word) => `"${word}"`).join(', ');
        problems.push(
          problem(
            read.file,
            read.text,
            target.offset,
            `"${target.text}" is not in the site: no indexed page has ${words}`,
          ),
        );
      }
    }
    glossary[entry.key] = entry.targets.map((target) => target.text);
  }
  return {glossary, problems};
}
