/**
 * The files a guide is compiled from besides itself: the API description when it uses
 * one of its numbers or tables (`:limit[…]`, `::rate-limits`, `::sandbox-test-values`,
 * plugins/api-facts), and every file a code block imports (`file=<rootDir>/path` or a
 * path relative to the guide, remark-code-import; a `#L1-L9` range is dropped).
 * CommonJS because the loader that calls it must be.
 */
const path = require('node:path');

/** The directives of plugins/api-facts/remark.ts (FACT_DIRECTIVES; the tests keep the two in step). */
const USES_FACTS = /:limit\[|^\s*::(?:rate-limits|sandbox-test-values)\s*$/m;
const IMPORTED_FILE = /^\s*(?:`{3,}|~{3,})[^\n]*?\bfile=(\S+)/gm;

/**
 * @param {string} source the guide's text
 * @param {{siteDir: string, specPath: string, guidePath: string}} where absolute site directory,
 *   the description's path relative to it, and the guide's absolute path
 * @returns {string[]} absolute paths
 */
function guideInputs(source, {siteDir, specPath, guidePath}) {
  const inputs = new Set();
  if (USES_FACTS.test(source)) inputs.add(path.resolve(siteDir, specPath));
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

module.exports = {guideInputs};
