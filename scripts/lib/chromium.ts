/**
 * The flags every headless Debian Chromium here is launched with, by the e2e suite
 * (playwright.config.ts) and the benchmark (scripts/bench.ts): no sandbox (root in a
 * container), no GPU, and none of the background traffic that would reach the network.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
