/**
 * What the generated pages import, spelled once. A page is browser code: it imports the
 * reference's components through the theme aliases this plugin provides (../theme/, see
 * `getThemePath` in ../index.ts), its fragments module beside it (./prebuilt.ts), or a package;
 * never the site's src/ and never build-time code (./generatedImports.test.ts holds every
 * generated page to that, with the ESLint rule for browser code).
 */

/** Each component a page uses, by the alias it is imported from (../theme/<name>/index.tsx). */
export const PAGE_COMPONENTS = {
  ApiHtml: '@theme/ApiHtml',
  CodePanel: '@theme/CodePanel',
  PrebuiltBody: '@theme/PrebuiltBody',
  VariantPicker: '@theme/VariantPicker',
} as const;

/** The static reference HTML (every page but the overview and the tag pages). */
export const API_HTML_IMPORT = `import ApiHtml from '${PAGE_COMPONENTS.ApiHtml}';`;
/** The request sample and example response panels of an operation page. */
export const CODE_PANEL_IMPORT = `import CodePanel, {PanelItem} from '${PAGE_COMPONENTS.CodePanel}';`;
/** The element that renders a compiled body (./prebuilt.ts, `compileBody`). */
export const PREBUILT_BODY_IMPORT = `import PrebuiltBody, {preloadBody} from '${PAGE_COMPONENTS.PrebuiltBody}';`;
/** The picker of a request body's variants, on an operation page that has them (./variants.ts). */
export const VARIANT_PICKER_IMPORT = `import VariantPicker from '${PAGE_COMPONENTS.VariantPicker}';`;
