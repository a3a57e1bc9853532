/** Docusaurus's reloads under `npm start`, one at a time from the newest site (plugins/dev-loop). */
import {describe, expect, it} from 'vitest';
import {queuedReloads} from '../reloadQueue';
import {queueSiteReloads} from '..';

/** A site is the list of reloads that made it; each reload takes a while, as Docusaurus's do. */
type Site = string[];
const slowReload = (log: string[]) => async (site: Site, key: string) => {
  log.push(`start ${key} from [${site.join(',')}]`);
  await new Promise((resolve) => setTimeout(resolve, 20));
  log.push(`end ${key}`);
  return [...site, key];
};

describe('queued reloads', () => {
  it('run one at a time, each from the site the previous one made', async () => {
    const log: string[] = [];
    const reload = queuedReloads(slowReload(log), (key: string) => key);
    const results = await Promise.all([reload([], 'openapi'), reload([], 'docs')]);
    expect(log).toEqual(['start openapi from []', 'end openapi', 'start docs from [openapi]', 'end docs']);
    // What the last caller gets is the site with both changes: none is lost to a slower reload.
    expect(results.at(-1)).toEqual(['openapi', 'docs']);
  });

  it('fold a burst for a plugin that is waiting into one reload, and run a new one after it starts', async () => {
    const log: string[] = [];
    const reload = queuedReloads(slowReload(log), (key: string) => key);
    const first = reload([], 'openapi');
    const burst = Array.from({length: 40}, () => reload([], 'docs'));
    expect(new Set(burst).size).toBe(1);
    await burst[0];
    // Once the waiting docs reload has started, a new change needs (and gets) one more.
    const later = reload([], 'docs');
    expect(later).not.toBe(burst[0]);
    expect(await later).toEqual(['openapi', 'docs', 'docs']);
    expect(await first).toEqual(['openapi']);
    expect(log.filter((line) => line.startsWith('start'))).toHaveLength(3);
  });

  it('go on after a reload fails', async () => {
    const reload = queuedReloads(async (site: Site, key: string) => {
      if (key === 'broken') throw new Error('reload failed');
      return [...site, key];
    }, String);
    const failed = reload([], 'broken');
    await expect(failed).rejects.toThrow('reload failed');
    expect(await reload(['start'], 'docs')).toEqual(['start', 'docs']);
  });
});

describe('queueSiteReloads', () => {
  it("replaces the site module's two reloads with queued ones, once", async () => {
    const log: string[] = [];
    const plugin = slowReload(log);
    const module = {
      reloadSitePlugin: (site: unknown, id: {name: string; id: string}) => plugin(site as Site, id.name),
      reloadSite: (site: unknown) => plugin(site as Site, 'config'),
    };
    queueSiteReloads(module);
    const queued = module.reloadSitePlugin;
    queueSiteReloads(module);
    expect(module.reloadSitePlugin).toBe(queued);
    await Promise.all([
      module.reloadSitePlugin([], {name: 'docs', id: 'default'}),
      module.reloadSite([]),
      module.reloadSitePlugin([], {name: 'docs', id: 'default'}),
    ]);
    expect(log).toEqual(['start docs from []', 'end docs', 'start config from [docs]', 'end config']);
  });
});
