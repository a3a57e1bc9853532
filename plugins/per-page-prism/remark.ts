/**
 * Loads Prism grammars per page instead of on every page. For each MDX document, finds
 * the languages its code uses (fenced blocks and `<CodeBlock language="…">`) and adds an
 * import of the matching src/prismLanguages module, so the grammar ships in that page's
 * chunk and is registered before the page renders, on the server and in the browser.
 */

/** Code-block language → registration module. Grammars bundled by prism-react-renderer need none. */
export const LAZY_LANGUAGES: Record<string, string> = {
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  csharp: 'csharp',
  cs: 'csharp',
  ruby: 'ruby',
  rb: 'ruby',
  php: 'php',
  java: 'java',
  powershell: 'powershell',
  ps1: 'powershell',
};

interface Node {
  type: string;
  lang?: string | null;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: Node[];
}

function collectLanguages(node: Node, into: Set<string>): Set<string> {
  if (node.type === 'code' && node.lang && LAZY_LANGUAGES[node.lang]) into.add(LAZY_LANGUAGES[node.lang]);
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'CodeBlock') {
    const language = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'language')?.value;
    if (typeof language === 'string' && LAZY_LANGUAGES[language]) into.add(LAZY_LANGUAGES[language]);
  }
  node.children?.forEach((child) => collectLanguages(child, into));
  return into;
}

function importNode(source: string): Node & {value: string; data: unknown} {
  return {
    type: 'mdxjsEsm',
    value: `import '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {type: 'ImportDeclaration', specifiers: [], source: {type: 'Literal', value: source, raw: `'${source}'`}},
        ],
      },
    },
  };
}

export default function remarkPrismLanguages() {
  return (tree: Node): void => {
    const languages = [...collectLanguages(tree, new Set())].sort();
    tree.children = [...languages.map((l) => importNode(`@site/src/prismLanguages/${l}`)), ...(tree.children ?? [])];
  };
}
