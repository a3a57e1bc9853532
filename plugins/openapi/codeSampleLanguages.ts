/**
 * The languages API operation pages show code samples in, in display order.
 * `language`/`variant` name the generator (postman-code-generators) used at build
 * time, `highlight` the Prism grammar, `label` the name in the code panel's language
 * picker (../theme/CodePanel).
 */
export interface CodeSampleLanguage {
  language: string;
  label: string;
  highlight: string;
  variant: string;
}

export const codeSampleLanguages: CodeSampleLanguage[] = [
  {language: 'python', label: 'Python', highlight: 'python', variant: 'requests'},
  {language: 'curl', label: 'cURL', highlight: 'bash', variant: 'curl'},
  {language: 'csharp', label: 'C#', highlight: 'csharp', variant: 'httpclient'},
  {language: 'go', label: 'Go', highlight: 'go', variant: 'native'},
  {language: 'nodejs', label: 'Node.js', highlight: 'javascript', variant: 'axios'},
  {language: 'ruby', label: 'Ruby', highlight: 'ruby', variant: 'net::http'},
  {language: 'php', label: 'PHP', highlight: 'php', variant: 'curl'},
  {language: 'java', label: 'Java', highlight: 'java', variant: 'unirest'},
  {
    language: 'powershell',
    label: 'PowerShell',
    highlight: 'powershell',
    variant: 'restmethod',
  },
];
