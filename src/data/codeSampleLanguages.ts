/**
 * The languages API operation pages show code samples in, in display order.
 * `language`/`variant` name the generator (postman-code-generators) used at build
 * time, `highlight` the Prism grammar, `label` the tab text.
 */
export interface CodeSampleLanguage {
  language: string;
  label: string;
  highlight: string;
  logoClass: string;
  /** The generator variant used by default, and the ones offered. */
  variant: string;
  variants?: string[];
}

export const codeSampleLanguages: CodeSampleLanguage[] = [
  {language: 'python', label: 'Python', highlight: 'python', logoClass: 'python', variant: 'requests'},
  {language: 'curl', label: 'cURL', highlight: 'bash', logoClass: 'curl', variant: 'curl'},
  {language: 'csharp', label: 'C#', highlight: 'csharp', logoClass: 'csharp', variant: 'httpclient'},
  {language: 'go', label: 'Go', highlight: 'go', logoClass: 'go', variant: 'native'},
  {language: 'nodejs', label: 'Node.js', highlight: 'javascript', logoClass: 'nodejs', variant: 'axios'},
  {language: 'ruby', label: 'Ruby', highlight: 'ruby', logoClass: 'ruby', variant: 'net::http'},
  {language: 'php', label: 'PHP', highlight: 'php', logoClass: 'php', variant: 'curl'},
  {language: 'java', label: 'Java', highlight: 'java', logoClass: 'java', variant: 'unirest', variants: ['unirest']},
  {
    language: 'powershell',
    label: 'PowerShell',
    highlight: 'powershell',
    logoClass: 'powershell',
    variant: 'restmethod',
  },
];
