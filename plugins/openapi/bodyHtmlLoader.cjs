/**
 * The production browser bundle's loader of a compiled operation body (`*.fragments.js` whose
 * value is elements, render/prebuilt.ts): the `html` of every element moves to a JSON file the
 * build writes beside the bundles (`<options.folder>/<hash>.json`, BODY_HTML_FOLDER in plugins/shared/routes.ts), and the element keeps its
 * index there (`htmlIndex`). The page's HTML already carries that HTML, so a page opened from
 * its address hydrates without it, and a page reached by a link loads the file first
 * (client/bodyHtml.ts). A module of plain fragments (tag and schema pages) is left as it is.
 */
const {createHash} = require('node:crypto');

const PREFIX = 'module.exports = ';
const HTML_INDEX = 'htmlIndex';

/**
 * A compiled body's elements without their HTML, and that HTML; null for anything that is not
 * a compiled body (an array of strings, say).
 * @param {unknown} value
 * @returns {{nodes: unknown[], html: string[]} | null}
 */
function splitBodyHtml(value) {
  if (!Array.isArray(value) || value.length === 0 || !value.every(Array.isArray)) return null;
  /** @type {string[]} */
  const html = [];
  /** @param {unknown[]} node @returns {unknown[]} */
  const strip = ([type, props, ...children]) => {
    const {html: own, ...rest} = /** @type {Record<string, string>} */ (props);
    const kept = typeof own === 'string' ? {...rest, [HTML_INDEX]: String(html.push(own) - 1)} : props;
    return [type, kept, ...children.map((child) => strip(/** @type {unknown[]} */ (child)))];
  };
  return {nodes: value.map((node) => strip(/** @type {unknown[]} */ (node))), html};
}

/**
 * @this {import('webpack').LoaderContext<{folder: string}>}
 * @param {string} source
 * @returns {string}
 */
function bodyHtmlLoader(source) {
  if (!source.startsWith(PREFIX)) return source;
  const split = splitBodyHtml(JSON.parse(source.slice(PREFIX.length).trimEnd().replace(/;$/, '')));
  if (!split) return source;
  const json = JSON.stringify(split.html);
  const file = `${this.getOptions().folder}/${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`;
  this.emitFile(file, json);
  return `module.exports = {nodes: ${JSON.stringify(split.nodes)}, html: __webpack_public_path__ + ${JSON.stringify(file)}};\n`;
}

module.exports = bodyHtmlLoader;
module.exports.splitBodyHtml = splitBodyHtml;
module.exports.HTML_INDEX = HTML_INDEX;
