/**
 * `npm run test:reference`, part of `npm test`: builds the reference of each fixture
 * description in tests/fixtures/openapi (every construct of OpenAPI 3.0 and 3.1, Swagger
 * 2.0 forms, and a hostile one) with build:reference; builds each description in lenient/
 * (one mistake with one reading each) with the warnings its `# expect-warning LINE:COL
 * RULE text` lines name and the HTML its `# expect-html PAGE text` lines name, and checks
 * that `--strict` refuses it; and checks that each bad description in bad/ stops
 * build:reference with exit code 1, a `file:line:col` message (at its `# expect-error
 * LINE:COL` when it has one), no stack trace and no output folder. The fixture and lenient
 * descriptions are built two at a time, as two writers in one checkout may run
 * build:reference, and each build must be its own description's site: its pages, its title,
 * nothing of GCM's; and no run may leave its scratch folder behind. Every page of a fixture's
 * build declares the language its `# expect-lang TAG` line names (else English), its search
 * index is built for it, the interface stays English, and each `# expect-search QUERY PAGE`
 * line's query finds PAGE among the first results in the browser.
 */
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildReference} from '../../scripts/build-reference';
import {descriptionsIn, printTable, runCorpus, type CorpusRow} from './corpus';
import {declaredLanguage, missingPictures, portalBrandIn, REFERENCE_ROUTE} from './verifyBuild';
import {REFERENCE_RUNS_DIR} from '../../plugins/openapi/referenceSite';
import {searchResultPages} from './searchInBrowser';

const FIXTURES = path.resolve(__dirname, '../fixtures/openapi');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The `# expect-KIND …` lines of a fixture, without their prefix. */
function expectations(spec: string, kind: string): string[] {
  const prefix = `# expect-${kind} `;
  return readFileSync(spec, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith(prefix))
    .map((line) => line.slice(prefix.length).trim());
}

async function checkBadDescription(spec: string, options: {strict?: boolean} = {}): Promise<string[]> {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'bad-')), 'site');
  const build = await buildReference(spec, out, {capture: true, strict: options.strict});
  const relative = path.relative(path.resolve(__dirname, '../..'), spec);
  const problems: string[] = [];
  if (build.status !== 1) problems.push(`exit code ${build.status}, expected 1`);
  const at = expectations(spec, 'error')[0] ?? '\\d+:\\d+';
  if (!new RegExp(`${escape(relative)}:${at}: \\S`).test(build.output)) {
    problems.push(`no "${relative}:${at}: problem" line in:\n${build.output}`);
  }
  if (/^\s+at .+:\d+:\d+\)?$/m.test(build.output)) problems.push(`a stack trace:\n${build.output}`);
  if (existsSync(out) || existsSync(`${out}.building`)) problems.push('an output folder was left behind');
  rmSync(path.dirname(out), {recursive: true, force: true});
  return problems;
}

/** A lenient fixture's build: each expected warning once, at its place with its rule, and the expected HTML. */
function checkLenient(row: CorpusRow, spec: string, out: string): string[] {
  const problems: string[] = [];
  const relative = path.relative(path.resolve(__dirname, '../..'), spec);
  const warnings = row.output.split('\n').filter((line) => /\[WARNING\]/.test(line) && line.includes(relative));
  const expected = expectations(spec, 'warning');
  for (const expectation of expected) {
    const [place, rule, ...text] = expectation.split(' ');
    const line = new RegExp(`${escape(relative)}:${place}: ${escape(text.join(' '))}.* \\[${escape(rule)}\\]$`);
    const found = warnings.filter((warning) => line.test(warning));
    if (found.length !== 1) problems.push(`expected one warning "${expectation}", found ${found.length}`);
  }
  if (warnings.length !== expected.length) problems.push(`${warnings.length} warnings, expected ${expected.length}`);
  if (!/build:reference: \d+ warnings?/.test(row.output)) problems.push('no summary line');
  for (const expectation of expectations(spec, 'html')) {
    const [page, ...text] = expectation.split(' ');
    const file = path.join(out, REFERENCE_ROUTE, `${page}.html`);
    // The minifier drops the quotes of attribute values that need none.
    const unquoted = (html: string) => html.replace(/"/g, '');
    if (!existsSync(file) || !unquoted(readFileSync(file, 'utf8')).includes(unquoted(text.join(' ')))) {
      problems.push(`page ${page} lacks ${text.join(' ')}`);
    }
  }
  return problems;
}

/** Docusaurus's own label that its translations change (the skip link): the interface is English when it is English. */
const ENGLISH_INTERFACE = 'Skip to main content';

/**
 * The language a fixture's build declares: every page's `<html lang>` and the search index's
 * are its `# expect-lang` (else `en`), with the interface in English; each `# expect-search
 * QUERY PAGE` finds PAGE among its first three results in the browser.
 */
async function checkLanguage(spec: string, out: string): Promise<string[]> {
  const problems: string[] = [];
  const language = expectations(spec, 'lang')[0] ?? 'en';
  const pages = readdirSync(out, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'));
  for (const page of pages) {
    const html = readFileSync(path.join(out, page), 'utf8');
    const lang = declaredLanguage(html);
    if (lang !== language) problems.push(`${page}: <html lang="${lang}">, expected "${language}"`);
    if (!html.includes(ENGLISH_INTERFACE))
      problems.push(`${page}: no "${ENGLISH_INTERFACE}": the interface is not English`);
  }
  const entry = path.join(out, 'pagefind', 'pagefind-entry.json');
  const indexed = existsSync(entry)
    ? Object.keys((JSON.parse(readFileSync(entry, 'utf8')) as {languages: object}).languages)
    : [];
  if (indexed.join() !== language.toLowerCase()) {
    problems.push(`the search index's languages are [${indexed.join(', ')}], expected [${language.toLowerCase()}]`);
  }
  const searches = expectations(spec, 'search').map((line) => line.split(' '));
  if (searches.length === 0) return problems;
  const found = await searchResultPages(
    out,
    searches.map(([query]) => query),
  );
  for (const [query, page] of searches) {
    const route = `/${REFERENCE_ROUTE}/${page}`;
    if (!found.get(query)?.includes(route)) {
      problems.push(`searching "${query}" finds [${found.get(query)?.join(', ')}], not ${route} among the first three`);
    }
  }
  return problems;
}

/** `--only NAME`: builds just that fixture description (test:quick's one reference), no lenient or bad ones. */
function onlyFixture(): string | undefined {
  const at = process.argv.indexOf('--only');
  return at === -1 ? undefined : process.argv[at + 1];
}

async function main(only = onlyFixture()): Promise<number> {
  const fixtures = descriptionsIn(FIXTURES).filter((spec) => !only || path.basename(spec) === only);
  if (only && fixtures.length === 0) {
    console.error(`reference fixtures: no description ${only} in ${path.relative(process.cwd(), FIXTURES)}`);
    return 1;
  }
  const failedBuilds = await runCorpus(
    fixtures,
    async (row, spec, out) => [
      ...(expectations(spec, 'html').length > 0 ? checkLenient(row, spec, out) : []),
      ...portalBrandIn(out),
      ...missingPictures(out),
      ...(await checkLanguage(spec, out)),
    ],
    {together: 2},
  );
  if (only) {
    console.log(`\nreference fixture ${only}: ${failedBuilds === 0 ? 'passed' : 'failed'}`);
    return failedBuilds;
  }
  const lenient = descriptionsIn(path.join(FIXTURES, 'lenient'));
  const failedLenient = await runCorpus(
    lenient,
    async (row, spec, out) => [
      ...checkLenient(row, spec, out),
      ...portalBrandIn(out),
      // --strict turns each warning into an error.
      ...(await checkBadDescription(spec, {strict: true})).map((problem) => `--strict: ${problem}`),
    ],
    {together: 2},
  );
  const rows: string[][] = [];
  let failedRefusals = 0;
  const refuse = async (spec: string) => {
    const started = Date.now();
    const problems = await checkBadDescription(spec);
    for (const problem of problems) console.error(`  ${path.basename(spec)}: ${problem}`);
    if (problems.length > 0) failedRefusals += 1;
    return [
      path.basename(spec),
      ((Date.now() - started) / 1000).toFixed(1),
      problems.length > 0 ? 'FAILED' : 'refused',
    ];
  };
  const bad = descriptionsIn(path.join(FIXTURES, 'bad'));
  // Two at a time, as the builds above.
  for (let i = 0; i < bad.length; i += 2) rows.push(...(await Promise.all(bad.slice(i, i + 2).map(refuse))));
  printTable(['bad description', 'seconds', 'result'], rows);
  // Every run removed its scratch folder.
  const runsDir = path.resolve(__dirname, '../..', REFERENCE_RUNS_DIR);
  const leftOver = (existsSync(runsDir) ? readdirSync(runsDir) : []).filter((name) =>
    name.startsWith(`${process.pid}-`),
  );
  if (leftOver.length > 0)
    console.error(`  scratch folders left behind in ${REFERENCE_RUNS_DIR}: ${leftOver.join(', ')}`);
  const failed = failedBuilds + failedLenient + failedRefusals + (leftOver.length > 0 ? 1 : 0);
  const total = fixtures.length + lenient.length + rows.length;
  console.log(`\nreference fixtures: ${total - failed} passed, ${failed} failed`);
  return failed;
}

main().then((failed) => process.exit(failed === 0 ? 0 : 1));
