/**
 * Lighthouse (mobile, default throttling) for the benchmarks: `npm run bench` on the site's
 * pages and `npm run bench -- --corpus --large` on the heaviest page of a large reference.
 */
import {spawnSync} from 'node:child_process';
import type {Result as LighthouseResult} from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {chromiumPath} from '../ensure-browser-packages';
import {chromiumFlags} from './chromium';

/** The figures of one run, and of a page's median. */
export type LighthouseFigures = Record<'perf' | 'total' | 'js' | 'lcp' | 'tbt' | 'cls', number>;

/**
 * One Lighthouse run against the Chromium on `port`. Its CLI runs in a process of its own:
 * under tsx, Lighthouse's own modules are compiled too, and the functions it evaluates in the
 * page then call a helper (`__name`) the page does not have.
 */
function runLighthouse(url: string, port: number): LighthouseResult {
  const cli = 'node_modules/lighthouse/cli/index.js';
  const args = [cli, url, `--port=${port}`, '--only-categories=performance', '--output=json', '--output-path=stdout'];
  const run = spawnSync(process.execPath, [...args, '--quiet'], {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  if (run.status !== 0) throw new Error(`Lighthouse failed on ${url}: ${run.stderr.trim().split('\n').pop()}`);
  return JSON.parse(run.stdout) as LighthouseResult;
}

function figuresOf({audits, categories}: LighthouseResult): LighthouseFigures {
  // The resource summary is a table of {resourceType, transferSize} rows.
  const items = (
    audits['resource-summary'].details as unknown as {items: {resourceType: string; transferSize: number}[]}
  ).items;
  const bytes = (type: string) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    perf: categories.performance.score ?? 0,
    total: bytes('total') / 1024,
    js: bytes('script') / 1024,
    lcp: audits['largest-contentful-paint'].numericValue ?? 0,
    tbt: audits['total-blocking-time'].numericValue ?? 0,
    cls: audits['cumulative-layout-shift'].numericValue ?? 0,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each URL `runs` times in one headless Chromium; the median of each figure per URL. */
export async function lighthouseMedians(urls: string[], runs: number): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    return urls.map((url) => {
      const all = Array.from({length: runs}, () => figuresOf(runLighthouse(url, chrome.port)));
      const pick = (key: keyof LighthouseFigures) => median(all.map((run) => run[key]));
      return {
        perf: pick('perf'),
        total: pick('total'),
        js: pick('js'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
      };
    });
  } finally {
    await chrome.kill();
  }
}
