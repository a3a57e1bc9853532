/**
 * Bump's `x-topics`: each topic is a section of the overview, in order, its content read from
 * the `$ref`'d Markdown file when it is one, its own headings below its title; an entry that
 * cannot be read is a warning at its place, and refused in strict mode.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {loadSpec, ProblemError} from '../model';
import {renderSite} from './renderMdx';

const dir = mkdtempSync(path.join(os.tmpdir(), 'topics-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));
mkdirSync(path.join(dir, 'docs'));
writeFileSync(
  path.join(dir, 'docs/getting-started.md'),
  '# Before you start\n\nAsk for a **sandbox key**.\n\n## Then\n\nBook a trip.\n',
);
const file = path.join(dir, 'openapi.yaml');
writeFileSync(
  file,
  [
    'openapi: 3.1.0',
    'info: {title: Trains, version: "1", description: The train API.}',
    'x-topics:',
    '  - title: Getting started',
    '    content:',
    '      $ref: ./docs/getting-started.md',
    '  - title: Errors',
    '    content: Every error is a *problem*.',
    '    example: "```json\\n{\\"title\\": \\"Not found\\"}\\n```"',
    '  - title: Nothing to say',
    'paths:',
    '  /trips:',
    '    get: {operationId: listTrips, responses: {"200": {description: ok}}}',
  ].join('\n'),
);

describe('x-topics', () => {
  it('are sections of the overview, in order, read from their files, with an unreadable one a warning at its place', async () => {
    const model = await loadSpec(file, {mode: 'lenient'});
    expect(model.topics.map((topic) => topic.title)).toEqual(['Getting started', 'Errors']);
    expect(model.warnings.map((w) => `${w.line}:${w.col} ${w.rule}`)).toEqual(['10:5 x-topics']);
    const overview = (await renderSite(model)).get(`${model.infoId}.mdx`)!;
    const order = ['The train API.', 'Getting started', 'Before you start', 'sandbox key', 'Book a trip', 'Errors'];
    const at = order.map((text) => overview.indexOf(text));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(overview).toMatch(/<h2[^>]*>Getting started<\/h2>/);
    // The file's own headings sit below the topic's title.
    expect(overview).toMatch(/<h3[^>]*>Before you start<\/h3>/);
    expect(overview).toMatch(/<h4[^>]*>Then<\/h4>/);
    expect(overview).toContain('<em>problem</em>');
    expect(overview).toMatch(/<pre[^>]*>[\s\S]*Not found/);
  });

  it('that cannot be read stop a strict build', async () => {
    const error = await loadSpec(file, {mode: 'strict'}).catch((e: unknown) => e);
    expect((error as ProblemError).problems.map((p) => `${p.line} ${p.rule}`)).toEqual(['10 x-topics']);
  });
});
