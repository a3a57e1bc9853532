/** The SSR template that starts the bundles after the first paint (plugins/paint-first). */
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {ssrTemplate, START_AFTER_FIRST_PAINT} from '..';

const require = createRequire(import.meta.url);
const stockTemplate: string = require('@docusaurus/core/lib/ssg/ssgTemplate.html.js').default;
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('ssrTemplate', () => {
  it("is Docusaurus's own template except for how the bundles start", () => {
    const stockScripts = `<% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;
    expect(squash(stockTemplate)).toContain(squash(stockScripts));
    const ours = squash(ssrTemplate)
      .replace(squash(`<script>${START_AFTER_FIRST_PAINT}</script>`), '')
      .replace(
        '<link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" data-start-after-paint>',
        '<script src="<%= it.baseUrl %><%= script %>" defer></script>',
      );
    expect(squash(ours)).toBe(squash(stockTemplate));
  });

  // That the site uses it is checked on the build: performance.spec.ts sees the page paint before the bundles run.
  describe('the inline script, run against a stand-in page', () => {
    it('starts every preloaded bundle in document order, not async, once the first contentful paint is reported', () => {
      const page = standInPage();
      page.run();
      expect(page.started()).toEqual([]);
      page.paint('first-paint');
      page.flushTimers(0);
      expect(page.started()).toEqual([]);
      page.paint('first-contentful-paint');
      page.flushTimers(0);
      expect(page.started()).toEqual(['/runtime.js', '/main.js']);
      expect(page.scripts.every((script) => script.async === false)).toBe(true);
      page.flushTimers(3000);
      expect(page.started()).toHaveLength(2);
    });

    it('starts them at once in a background tab or a browser without paint timing', () => {
      const hidden = standInPage({visibilityState: 'hidden'});
      hidden.run();
      expect(hidden.started()).toEqual(['/runtime.js', '/main.js']);
      const old = standInPage({paintTiming: false});
      old.run();
      expect(old.started()).toEqual(['/runtime.js', '/main.js']);
    });

    it('starts them after 3 s when no paint is reported', () => {
      const page = standInPage();
      page.run();
      page.flushTimers(2999);
      expect(page.started()).toEqual([]);
      page.flushTimers(3000);
      expect(page.started()).toEqual(['/runtime.js', '/main.js']);
    });

    it('shows the base-URL banner when a bundle fails to load, and only then', () => {
      const page = standInPage({visibilityState: 'hidden'});
      page.run();
      expect(page.banners).toBe(0);
      page.scripts[1].onerror?.();
      page.scripts[0].onerror?.();
      expect(page.banners).toBe(1);
    });

    it('is the same text on every page, with no template syntax left in it', () => {
      expect(START_AFTER_FIRST_PAINT).not.toMatch(/<%|\$\{/);
    });
  });
});

interface StandInScript {
  src?: string;
  async?: boolean;
  onerror?: () => void;
}

/** Just enough of a browser page for the inline script: two preloaded bundles, paint timing, timers. */
function standInPage({visibilityState = 'visible', paintTiming = true} = {}) {
  const scripts: StandInScript[] = [];
  const observers: ((entries: string[]) => void)[] = [];
  const timers: {at: number; run: () => void}[] = [];
  const state = {banners: 0};
  const window: Record<string, unknown> = {insertBanner: () => (state.banners += 1)};
  const document = {
    visibilityState,
    querySelectorAll: (selector: string) =>
      selector === 'link[data-start-after-paint]' ? [{href: '/runtime.js'}, {href: '/main.js'}] : [],
    createElement: (): StandInScript => ({}),
    head: {appendChild: (script: StandInScript) => scripts.push(script)},
  };
  class PerformanceObserver {
    constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
    observe() {
      observers.push((names) =>
        this.callback({getEntriesByName: (name: string) => names.filter((n) => n === name)}, this),
      );
    }
    disconnect() {
      observers.length = 0;
    }
  }
  const setTimeout = (run: () => void, delay: number) => timers.push({at: delay, run});
  return {
    scripts,
    get banners() {
      return state.banners;
    },
    run: () =>
      new Function('window', 'document', 'PerformanceObserver', 'setTimeout', START_AFTER_FIRST_PAINT)(
        window,
        document,
        paintTiming ? PerformanceObserver : undefined,
        setTimeout,
      ),
    paint: (name: string) => [...observers].forEach((notify) => notify([name])),
    /** Runs the timers due by `ms` after the script ran. */
    flushTimers: (ms: number) => {
      for (const timer of timers.filter((t) => t.at <= ms)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
    started: () => scripts.map((script) => script.src),
  };
}
