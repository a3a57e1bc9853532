/** Writing the reference: repeatable, and all or nothing. */
import {copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadSpec, ProblemError, type SpecModel} from '../model';
import {generateReference} from '..';
import {renderReference, streamReference, writeReference} from '../generate';
import {prebuildHelper} from '../render/prebuilt';
import {SITE_OPTIONS} from './renderMdx';

function readTree(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of readdirSync(current, {withFileTypes: true})) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else files[path.relative(dir, full)] = readFileSync(full, 'utf8');
    }
  };
  walk(dir);
  return files;
}

const scratch = () => mkdtempSync(path.join(os.tmpdir(), 'reference-'));

describe('generating the reference', () => {
  it('gives the same files from the same description', async () => {
    const [first, second] = [scratch(), scratch()];
    for (const dir of [first, second]) {
      const model = await loadSpec('api/openapi.json', {allowExternalRefs: false});
      writeReference(renderReference(model, SITE_OPTIONS).files, path.join(dir, 'partner-api'));
    }
    const a = readTree(path.join(first, 'partner-api'));
    expect(Object.keys(a).length).toBeGreaterThan(50);
    expect(readTree(path.join(second, 'partner-api'))).toEqual(a);
    // Two full loads and renders: about 1.5 s alone, past vitest's 5 s default on a loaded 2-core machine.
  }, 30_000);

  it('replaces the whole folder, removing pages the description no longer has', () => {
    const out = path.join(scratch(), 'partner-api');
    writeReference(
      new Map([
        ['old.mdx', 'old'],
        ['schemas/old.mdx', 'old'],
      ]),
      out,
    );
    writeReference(new Map([['new.mdx', 'new']]), out);
    expect(readTree(out)).toEqual({'new.mdx': 'new'});
    // Staging folders start with `_`, which the docs plugin ignores, and are gone afterwards.
    expect(readdirSync(path.dirname(out))).toEqual(['partner-api']);
  });

  it('leaves the previous pages untouched when writing fails', () => {
    const out = path.join(scratch(), 'partner-api');
    writeReference(new Map([['page.mdx', 'previous']]), out);
    // A file and a folder of the same name cannot both be written.
    const impossible = new Map([
      ['a.mdx', 'x'],
      ['a.mdx/b.mdx', 'y'],
    ]);
    expect(() => writeReference(impossible, out)).toThrow();
    expect(readTree(out)).toEqual({'page.mdx': 'previous'});
    expect(readdirSync(path.dirname(out))).toEqual(['partner-api']);
  });

  it('stops before writing anything when the description is invalid', async () => {
    const site = scratch();
    const out = path.join(site, 'docs/api/partner-api');
    mkdirSync(out, {recursive: true});
    writeFileSync(path.join(out, 'page.mdx'), 'previous');
    copyFileSync('tests/fixtures/openapi/bad/circular-ref.json', path.join(site, 'api.json'));
    const options = {
      specPath: 'api.json',
      outputDir: 'docs/api/partner-api',
      docsDir: 'docs',
      docsRouteBase: '/docs',
      allowExternalRefs: false,
      descriptionLinks: 'checked' as const,
      languages: SITE_OPTIONS.languages,
      envPrefix: 'GCM',
    };
    await expect(generateReference(site, options, 'https://docs.example')).rejects.toThrow(ProblemError);
    expect(readTree(path.join(site, 'docs'))).toEqual({'api/partner-api/page.mdx': 'previous'});
    // The same site with a valid description is generated in full.
    copyFileSync('tests/fixtures/openapi/constructs-3.1.json', path.join(site, 'api.json'));
    expect(await generateReference(site, options, 'https://docs.example')).toMatch(
      /api\.json: \d+ pages in docs\/api\/partner-api/,
    );
    expect(Object.keys(readTree(out))).toContain('webhooks/animal-born.mdx');
  });

  it('writes, while the pages are rendered, the same files as it writes after (a large reference)', async () => {
    const model = await loadSpec('api/openapi.json');
    const site = scratch();
    const [after, streamed] = ['after', 'streamed'].map((name) => path.join(site, name));
    const {files, prebuilt} = renderReference(model, SITE_OPTIONS);
    writeReference(files, after, prebuilt);
    writeFileSync(path.join(site, 'streamed-previous'), '');
    const helper = prebuildHelper();
    try {
      const stream = streamReference(streamed, helper);
      const rendered = renderReference(model, {...SITE_OPTIONS, onPrebuiltPage: stream.page});
      expect(rendered.prebuilt.size).toBeGreaterThan(30);
      await stream.finish(rendered.files, rendered.prebuilt);
    } finally {
      await helper.close();
    }
    expect(readTree(streamed)).toEqual(readTree(after));
    // No staging folder is left behind.
    expect(readdirSync(site).sort()).toEqual(['after', 'streamed', 'streamed-previous']);
  }, 30_000);

  /** A streamed run over a folder of one page, which `run` makes fail: the page must stay, and nothing beside it. */
  async function failedStream(run: (stream: ReturnType<typeof streamReference>, model: SpecModel) => Promise<void>) {
    const model = await loadSpec('api/openapi.json');
    const out = path.join(scratch(), 'partner-api');
    writeReference(new Map([['page.mdx', 'previous']]), out);
    const helper = prebuildHelper();
    try {
      await run(streamReference(out, helper), model);
    } finally {
      await helper.close();
    }
    expect(readTree(out)).toEqual({'page.mdx': 'previous'});
    expect(readdirSync(path.dirname(out))).toEqual(['partner-api']);
  }

  it('leaves the previous pages untouched when a run that writes as it renders fails', async () => {
    await failedStream(async (stream, model) => {
      let pages = 0;
      const failing = () =>
        renderReference(model, {
          ...SITE_OPTIONS,
          onPrebuiltPage: (file, mdx) => {
            stream.page(file, mdx);
            pages += 1;
            if (pages === 10) throw new Error('the tenth page failed');
          },
        });
      expect(failing).toThrow('the tenth page failed');
      await stream.abandon();
    });
  }, 30_000);

  it('refuses to swap in a folder the prebuilding thread failed to write', async () => {
    await failedStream(async (stream, model) => {
      const {files, prebuilt} = renderReference(model, {...SITE_OPTIONS, onPrebuiltPage: stream.page});
      // A file where the helper must write a folder: its pages cannot be written.
      const [first] = prebuilt;
      stream.page(`${first}/nested.mdx`, '---\ntitle: x\n---\n');
      await expect(stream.finish(files, prebuilt)).rejects.toThrow(/EEXIST/);
    });
  }, 30_000);
});
