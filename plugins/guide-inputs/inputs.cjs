/**
 * The files a guide is compiled from besides itself: the API description when it uses
 * one of its numbers or tables (`:limit[…]`, `::rate-limits`, `::sandbox-test-values`,
 * plugins/api-facts); the description and every published release when it lists the
 * releases' changes (the changelog, and a page with `::changes-since`, plugins/api-changes);
 * and every file a code block imports (`file=<rootDir>/path` or a path relative to the
 * guide, remark-code-import; a `#L1-L9` range is dropped).
 * CommonJS because the loader that calls it must be.
 */
const {readdirSync} = require('node:fs');
const path = require('node:path');

/** The directives of plugins/api-facts/remark.ts (FACT_DIRECTIVES; the tests keep the two in step). */
const USES_FACTS = /:limit\[|^\s*::(?:rate-limits|sandbox-test-values)\s*$/m;
const IMPORTED_FILE = /^\s*(?:`{3,}|~{3,})[^\n]*?\bfile=(\S+)/gm;
/** The directive of plugins/api-changes/changesSince.ts (CHANGES_SINCE_DIRECTIVE; the tests keep the two in step). */
const LISTS_CHANGES = /^\s*::changes-since\s*$/m;

/**
 * @typedef {{siteDir: string, specPath: string, guidePath: string, changelog?: string, releasesDir?: string}} Where
 *   absolute site directory, the description's path relative to it, the guide's absolute path,
 *   and (on a site with releases) the changelog's and the releases folder's paths relative to it
 */

/**
 * Whether the guide lists the releases' changes, so a new or edited release changes it.
 * @param {string} source
 * @param {Where} where
 */
function listsReleases(source, {siteDir, guidePath, changelog, releasesDir}) {
  if (!releasesDir) return false;
  return LISTS_CHANGES.test(source) || (changelog !== undefined && path.resolve(siteDir, changelog) === guidePath);
}

/**
 * The folders a guide is compiled from (a release added to one changes the guide).
 * @param {string} source the guide's text
 * @param {Where} where
 * @returns {string[]} absolute paths
 */
function guideInputFolders(source, where) {
  return listsReleases(source, where) && where.releasesDir ? [path.resolve(where.siteDir, where.releasesDir)] : [];
}

/**
 * @param {string} source the guide's text
 * @param {Where} where
 * @returns {string[]} absolute paths
 */
function guideInputs(source, where) {
  const {siteDir, specPath, guidePath} = where;
  const inputs = new Set();
  if (USES_FACTS.test(source)) inputs.add(path.resolve(siteDir, specPath));
  for (const folder of guideInputFolders(source, where)) {
    inputs.add(path.resolve(siteDir, specPath));
    for (const name of readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .sort()) {
      inputs.add(path.join(folder, name));
    }
  }
  for (const [, reference] of source.matchAll(IMPORTED_FILE)) {
    const file = reference.replace(/#.*$/, '');
    inputs.add(
      file.startsWith('<rootDir>/')
        ? path.join(siteDir, file.slice('<rootDir>/'.length))
        : path.resolve(path.dirname(guidePath), file),
    );
  }
  return [...inputs];
}

module.exports = {guideInputFolders, guideInputs};
