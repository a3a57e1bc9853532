/**
 * The languages API operation pages show code samples in, in display order.
 * `language` is the sample generator's name, `highlight` the Prism grammar.
 */
export interface CodeSampleLanguage {
  language: string;
  highlight: string;
  logoClass: string;
  /** The generator variant used by default, and the ones offered. */
  variant?: string;
  variants?: string[];
}

export const codeSampleLanguages: CodeSampleLanguage[] = [
  {language: 'python', highlight: 'python', logoClass: 'python'},
  {language: 'curl', highlight: 'bash', logoClass: 'curl'},
  {language: 'csharp', highlight: 'csharp', logoClass: 'csharp'},
  {language: 'go', highlight: 'go', logoClass: 'go'},
  {language: 'nodejs', highlight: 'javascript', logoClass: 'nodejs'},
  {language: 'ruby', highlight: 'ruby', logoClass: 'ruby'},
  {language: 'php', highlight: 'php', logoClass: 'php'},
  {language: 'java', highlight: 'java', logoClass: 'java', variant: 'unirest', variants: ['unirest']},
  {language: 'powershell', highlight: 'powershell', logoClass: 'powershell'},
];
