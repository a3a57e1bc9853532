/**
 * The languages API operation pages show code samples in, in display order, as the plugin's
 * options take them: read from the sample-language registry
 * (plugins/openapi/render/samples/languages), where each language is one module.
 * `language`/`variant` name the generator (postman-code-generators) used for what a template
 * does not write, `highlight` the Prism grammar, `label` the name in the code panel's language
 * picker (../theme/CodePanel).
 */
import {sampleLanguages} from './render/samples/languages';

export interface CodeSampleLanguage {
  language: string;
  label: string;
  highlight: string;
  variant: string;
}

export const codeSampleLanguages: CodeSampleLanguage[] = sampleLanguages.map((l) => ({
  language: l.id,
  label: l.label,
  highlight: l.highlight,
  variant: l.postman.variant,
}));
