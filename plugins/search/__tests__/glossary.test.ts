/** The portal's search glossary (plugins/search/glossary.ts): read with places, refused where a target is not in the site. */
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {checkGlossary, glossaryKey, readGlossary} from '../glossary';
import {buildSearchIndex} from '..';
import {ProblemError} from '../../shared/problems';

const scratch = mkdtempSync(path.join(tmpdir(), 'glossary-'));
afterAll(() => rmSync(scratch, {recursive: true, force: true}));

function file(name: string, text: string): string {
  const at = path.join(scratch, name);
  writeFileSync(at, text);
  return at;
}

describe('reading', () => {
  it('reads words and phrases to a word, a phrase or a list, keys as queries are read', () => {
    const read = readGlossary(
      file('ok.yaml', '# partners: site\npayout: settlement\nStore Locator: [search businesses, near]\n'),
    );
    expect(read.problems).toEqual([]);
    expect(read.glossary!.entries.map((entry) => [entry.key, entry.targets.map((t) => t.text)])).toEqual([
      ['payout', ['settlement']],
      ['store locator', ['search businesses', 'near']],
    ]);
    expect(glossaryKey("What's  New")).toBe('whats new');
  });

  it('names the place of a key given twice, a value that is not a word, and bad YAML', () => {
    const twice = readGlossary(file('twice.yaml', 'payout: settlement\nPayout: void\n'));
    expect(twice.problems.map((p) => `${p.line}:${p.col} ${p.message} [${p.rule}]`)).toEqual([
      '2:1 "Payout" is already a key of the glossary [search-glossary]',
    ]);
    const nested = readGlossary(file('nested.yaml', 'payout:\n  a: b\n'));
    expect(nested.problems[0]).toMatchObject({line: 2, col: 3, rule: 'search-glossary'});
    const broken = readGlossary(file('broken.yaml', 'payout: [settlement\n'));
    expect(broken.problems[0].message).toMatch(/^invalid YAML/);
  });
});

describe('checking against the site', () => {
  it('refuses a target with a word no indexed page has, at the target', () => {
    const read = readGlossary(file('check.yaml', 'payout: settlement\nthrottling: [rate limit, slowness]\n')).glossary!;
    const {glossary, problems} = checkGlossary(read, new Set(['settlement', 'rate', 'limit']));
    expect(glossary).toEqual({payout: ['settlement'], throttling: ['rate limit', 'slowness']});
    expect(problems.map((p) => `${path.basename(p.file)}:${p.line}:${p.col}: ${p.message}`)).toEqual([
      'check.yaml:2:26: "slowness" is not in the site: no indexed page has "slowness"',
    ]);
  });
});

describe('the index build', () => {
  const page = (title: string, text: string) =>
    `<html lang="en"><head><title>${title}</title></head><body><div data-pagefind-body="" data-pagefind-filter="kind:Guides"><h1>${title}</h1><p>${text}</p></div></body></html>`;
  const site = () => {
    const outDir = path.join(scratch, `site-${Math.random().toString(36).slice(2)}`);
    mkdirSync(path.join(outDir, 'docs'), {recursive: true});
    writeFileSync(path.join(outDir, 'docs', 'settlements.html'), page('Settlements', 'Each settlement is paid daily.'));
    writeFileSync(path.join(outDir, 'docs', 'limits.html'), page('Rate limits', 'Every rate limit is per partner.'));
    return outDir;
  };
  const routesPaths = ['/docs/settlements', '/docs/limits'];

  it('writes the glossary beside the index when every target is in the site', async () => {
    const outDir = site();
    const glossaryFile = file('good.yaml', 'payout: settlement\nthrottling: rate limit\n');
    await buildSearchIndex({outDir, routesPaths, baseUrl: '/', glossaryFile});
    const data = JSON.parse(readFileSync(path.join(outDir, 'pagefind', 'vocabulary.json'), 'utf8'));
    expect(data.glossary).toEqual({payout: ['settlement'], throttling: ['rate limit']});
    expect(data.pageCount).toBe(2);
  }, 60_000);

  it('refuses an entry whose target the site lacks, at its place, and leaves no index behind', async () => {
    const outDir = site();
    const glossaryFile = file('refused.yaml', 'payout: settlement\nexpiry: lifetime\n');
    const built = buildSearchIndex({outDir, routesPaths, baseUrl: '/', glossaryFile});
    await expect(built).rejects.toBeInstanceOf(ProblemError);
    await expect(built).rejects.toThrow(
      /refused\.yaml:2:9: "lifetime" is not in the site: no indexed page has "lifetime" \[search-glossary\]/,
    );
    expect(existsSync(path.join(outDir, 'pagefind'))).toBe(false);
    expect(existsSync(path.join(outDir, '.pagefind-staging'))).toBe(false);
  }, 60_000);
});
