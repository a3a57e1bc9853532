/**
 * Where `npm start` makes a page's Markdown twin, which `docusaurus build` writes as a file:
 * the page POSTs its HTML here with its route in `?route=`, and the dev server answers with
 * the Markdown (plugins/exports/devServer.ts). Shared by that plugin and the component that
 * asks (CopyPageMarkdown), which uses it in development only, so it never reaches a
 * production bundle.
 */
export const DEV_MARKDOWN_ENDPOINT = '/__docs-markdown';
