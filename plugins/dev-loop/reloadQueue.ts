/**
 * One reload of the dev server's site at a time, each from the newest site.
 *
 * Docusaurus's `npm start` reloads a plugin on every change its watcher reports, at once and
 * with no queue: each reload starts from the site as it was when the file changed, and the one
 * that finishes last replaces the site. When a save regenerates the reference, the docs plugin
 * is asked to reload once per written page while the reference plugin is still reloading, so
 * an older reload could finish last and put the old pages back ("this could be subject to
 * plugin reloads race conditions", in Docusaurus's own start command). This queue runs the
 * reloads one after the other, each from the site the previous one made, and folds requests
 * for a plugin that is already waiting into that one, so a burst of changes costs one reload.
 */

/** A reload: the site it starts from and what it reloads give the new site. */
export type Reload<Site, Key> = (site: Site, key: Key) => Promise<Site>;

/**
 * Wraps `reload` so that calls run one at a time, each from the newest site (the one the last
 * reload returned, or the caller's if none has run), and a call for a key that is already
 * waiting to run returns the waiting one's result. `name(key)` tells keys apart.
 */
export function queuedReloads<Site, Key>(reload: Reload<Site, Key>, name: (key: Key) => string): Reload<Site, Key> {
  let newest: Site | undefined;
  let tail: Promise<unknown> = Promise.resolve();
  const waiting = new Map<string, Promise<Site>>();
  return (site, key) => {
    const id = name(key);
    const already = waiting.get(id);
    if (already) return already;
    const run = tail.then(async () => {
      // From here on, a new change needs a reload of its own.
      waiting.delete(id);
      newest = await reload(newest ?? site, key);
      return newest;
    });
    waiting.set(id, run);
    // A failed reload is reported by its caller; the next one still runs.
    tail = run.catch(() => undefined);
    return run;
  };
}
