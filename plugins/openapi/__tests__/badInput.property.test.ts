/**
 * Bad input, at random: mutations of the fixture descriptions (keys deleted, values of the
 * wrong type, `$ref`s dangling or to the wrong kind, recursion, deep nesting, huge and
 * non-ASCII strings, HTML soup, truncated files) are each read leniently and rendered, or
 * refused with `file:line:col` problems: never another exception. A fixed seed, so a failure
 * is the same on every machine; fast-check prints the smallest case it shrank to.
 */
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import yaml from 'js-yaml';
import {afterAll, describe, expect, it} from 'vitest';
import {renderReference} from '../generate';
import {loadSpec, ProblemError} from '../model';
import {prebuildPages} from '../render/prebuilt';
import {renderMdx, SITE_OPTIONS} from './renderMdx';

const FIXTURES = [
  'tests/fixtures/openapi/constructs-3.0.yaml',
  'tests/fixtures/openapi/constructs-3.1.json',
  'tests/fixtures/openapi/swagger2-forms.yaml',
  'tests/fixtures/openapi/lenient/wrong-types.yaml',
  'tests/fixtures/openapi/hostile.json',
  'tests/fixtures/openapi/page-names.yaml',
  'tests/fixtures/openapi/lenient/schema-ref-not-schema.yaml',
];
const CASES = Number(process.env.BAD_INPUT_CASES ?? 200);
const SEED = Number(process.env.BAD_INPUT_SEED ?? 20261126);

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
const fixtures = FIXTURES.map((file) => ({
  file,
  root: (file.endsWith('.json')
    ? JSON.parse(readFileSync(file, 'utf8'))
    : yaml.load(readFileSync(file, 'utf8'))) as Json,
}));

/** Every [container, key] of a JSON tree, so that a mutation can pick one. */
function places(root: Json): [Json[] | {[key: string]: Json}, string | number][] {
  const found: [Json[] | {[key: string]: Json}, string | number][] = [];
  const walk = (node: Json) => {
    const members: [string | number, Json][] = Array.isArray(node)
      ? [...node.entries()]
      : node && typeof node === 'object'
        ? Object.entries(node)
        : [];
    for (const [key, value] of members) {
      found.push([node as Json[] | {[key: string]: Json}, key]);
      walk(value);
    }
  };
  walk(root);
  return found;
}

const HTML_SOUP = [
  '<p>unclosed <b>bold <a href="javascript:alert(1)">x</a>',
  '<!-- theme: warning --> <script>alert(1)</script><img src=x onerror=alert(1)>',
  '</div></div></details>{props.x}<br>${x}`',
  '<table><tr><td>cell</table><iframe src="https://example.com"></iframe>',
];
const nested = (depth: number): Json => {
  let node: Json = {type: 'string'};
  for (let i = 0; i < depth; i += 1) node = {type: 'object', properties: {a: node}};
  return node;
};
const WRONG_VALUES: Json[] = [
  null,
  0,
  -1.5,
  true,
  '',
  'x',
  [],
  [1, 'two'],
  {},
  {$ref: '#/components/schemas/NoSuchSchema'},
  {$ref: '#/components/parameters/NoSuchParameter'},
  {$ref: '#/paths'},
  {$ref: '#/info'},
  {$ref: '#'},
  {$ref: 'other-file.yaml#/Nope'},
  {type: 'array', items: {$ref: '#/components/schemas/Loop'}},
  nested(200),
  'é'.repeat(20_000),
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🚀 ﷽ \u0000 \u202e',
  ...HTML_SOUP,
];

const mutation = fc.oneof(
  fc.record({kind: fc.constant('delete' as const), at: fc.nat()}),
  fc.record({kind: fc.constant('replace' as const), at: fc.nat(), value: fc.constantFrom(...WRONG_VALUES)}),
  fc.record({
    kind: fc.constant('anything' as const),
    at: fc.nat(),
    value: fc.jsonValue({maxDepth: 3}) as fc.Arbitrary<Json>,
  }),
  fc.record({
    kind: fc.constant('rename' as const),
    at: fc.nat(),
    name: fc.constantFrom('_embedded', 'a.b', 'Ünï', 'index', '', '../x', '{id}', '__proto__'),
  }),
  fc.record({kind: fc.constant('loop' as const)}),
);

const testCase = fc.record({
  fixture: fc.nat({max: fixtures.length - 1}),
  mutations: fc.array(mutation, {minLength: 1, maxLength: 4}),
  format: fc.constantFrom('json', 'yaml'),
  /** Where the file is cut off, as a share of its length (1: not cut). */
  cut: fc.oneof(
    {weight: 9, arbitrary: fc.constant(1)},
    {weight: 1, arbitrary: fc.double({min: 0, max: 1, noNaN: true})},
  ),
});

type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

function mutate(root: Json, mutations: readonly Mutation[]) {
  for (const step of mutations) {
    if (step.kind === 'loop') {
      // A schema that holds itself, whatever the fixture had there.
      const components = (root as {[key: string]: Json}).components;
      if (components && typeof components === 'object' && !Array.isArray(components)) {
        components.schemas = {
          ...(components.schemas && typeof components.schemas === 'object' ? (components.schemas as object) : {}),
          Loop: {
            type: 'object',
            properties: {
              self: {$ref: '#/components/schemas/Loop'},
              list: {type: 'array', items: {$ref: '#/components/schemas/Loop'}},
            },
          },
        };
      }
      continue;
    }
    const all = places(root);
    if (all.length === 0) return;
    const [container, key] = all[step.at % all.length];
    if (step.kind === 'delete') {
      if (Array.isArray(container)) container.splice(Number(key), 1);
      else delete container[key];
    } else if (step.kind === 'rename') {
      if (Array.isArray(container)) continue;
      const value = container[key];
      delete container[key];
      container[step.name] = value;
    } else {
      (container as {[key: string]: Json})[key] = structuredClone(step.value);
    }
  }
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'bad-input-'));
afterAll(() => {
  if (!process.env.BAD_INPUT_KEEP) rmSync(scratch, {recursive: true, force: true});
});

/** Reads and renders a description as build:reference does; resolves to what happened. */
async function build(file: string): Promise<'built' | ProblemError> {
  let model;
  try {
    model = await loadSpec(file, {mode: 'lenient'});
  } catch (error) {
    if (error instanceof ProblemError) return error;
    throw error;
  }
  const {files, prebuilt} = renderReference(model, {...SITE_OPTIONS, descriptionLinks: 'external-only'});
  const written = prebuildPages(files, prebuilt);
  // The pages Docusaurus compiles as written (the overview, tags) must be valid MDX.
  for (const [page, mdx] of written) {
    // Docusaurus refuses a page whose title or sidebar label is empty, with a stack.
    const blank = /^(title|sidebar_label): ("")?$/m.exec(mdx.split('\n---\n')[0]);
    if (page.endsWith('.mdx') && blank) throw new Error(`${page} has an empty ${blank[1]}`);
    if (prebuilt.has(page) || !page.endsWith('.mdx')) continue;
    try {
      await renderMdx(mdx);
    } catch (error) {
      throw new Error(`${page} is not valid MDX: ${String(error)}\n${mdx.slice(0, 3000)}`);
    }
  }
  return 'built';
}

describe('bad input', () => {
  it(`is built or refused at file:line:col, never an uncaught exception (${CASES} cases, seed ${SEED})`, async () => {
    let n = 0;
    const outcomes = {built: 0, refused: 0};
    // A promise a library forgot to handle would stop build:reference with a stack: it fails the case too.
    const unhandled: string[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(`case-${n}: ${String(reason)}`);
    process.on('unhandledRejection', onUnhandled);
    await fc.assert(
      fc.asyncProperty(testCase, async ({fixture, mutations, format, cut}) => {
        const root = structuredClone(fixtures[fixture].root);
        mutate(root, mutations);
        let text = format === 'json' ? JSON.stringify(root, null, 2) : yaml.dump(root, {noRefs: true, lineWidth: -1});
        if (cut < 1) text = text.slice(0, Math.floor(text.length * cut));
        n += 1;
        const file = path.join(scratch, `case-${n}.${format}`);
        writeFileSync(file, text);
        const outcome = await build(file);
        // Let the test runner's own messages through between cases.
        await new Promise((resolve) => setImmediate(resolve));
        if (outcome === 'built') return void (outcomes.built += 1);
        outcomes.refused += 1;
        expect(outcome.problems.length).toBeGreaterThan(0);
        for (const problem of outcome.problems) {
          expect(problem.file).toMatch(/case-\d+\.(json|yaml)$|other-file\.yaml$/);
          expect(problem.line).toBeGreaterThanOrEqual(1);
          expect(problem.col).toBeGreaterThanOrEqual(1);
          expect(problem.message).not.toMatch(/\n\s+at /);
        }
      }),
      {numRuns: CASES, seed: SEED, endOnFailure: true},
    );
    process.off('unhandledRejection', onUnhandled);
    expect(unhandled).toEqual([]);
    // Both outcomes happen: the mutations are neither all harmless nor all fatal.
    expect(outcomes.built).toBeGreaterThan(CASES / 10);
    expect(outcomes.refused).toBeGreaterThan(CASES / 20);
  }, 300_000);
});
