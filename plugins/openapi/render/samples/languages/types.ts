/**
 * What the site knows about one code-sample language, in one place: the module
 * `languages/<id>.ts` exports one of these, and `languages/index.ts` lists them in display
 * order. The renderer, the signing extraction, both sample runners (tests/samples), the
 * toolchain installer (scripts/install-sample-toolchains.sh) and the unit test that checks
 * every language is complete all read that list.
 */
import type {Template} from '../template';

/** A command and its arguments. */
export type Command = [string, string[]];

/** Where the signing function stands in examples/signing, for the samples to copy it. */
export interface SigningExtraction {
  /** The example program, relative to examples/signing. */
  file: string;
  /** The line that starts the function (comment lines right above it come along). */
  start: RegExp;
  /** The line that ends it. */
  end: RegExp;
}

/** How a sample program is built (once) and run; both get its absolute path and a scratch directory. */
export interface SampleRunner {
  /** The commands it needs on PATH. */
  tools: string[];
  build?: (file: string, dir: string) => Command;
  run: (file: string, dir: string) => Command;
}

/** How tests/samples/run-signing-samples.ts runs examples/signing/<signing.file> against the vectors. */
export interface SigningSampleRunner extends SampleRunner {
  /** What the results table says was run. */
  how: string;
  /** The command that prints the toolchain's version for the results table, and the tool it names. */
  version?: {tool: string; command: Command};
  /** For a sample whose toolchain cannot exist here: why, and the check made instead when it is missing. */
  unavailableBecause?: string;
  staticCheck?: (source: string) => {assertions: number; problems: string[]};
}

/** How tests/samples/run-api-samples.ts runs an operation page's sample: as a program, or checked statically. */
export type ApiSampleRunner =
  | (SampleRunner & {/** The file name the sample is saved as. */ file: string})
  | {
      /** A language whose toolchain cannot exist here: the problems found in the sample's code, none when it passes. */
      staticCheck: (code: string, signed: boolean, optionalEnv: string) => string[];
    };

/**
 * Something the samples need on this machine: a command on PATH or a file, and the Debian
 * package that provides it; with no package (not packaged for Debian), `note` says what
 * happens without it.
 */
export type ToolchainNeed = ({command: string; file?: undefined} | {file: string; command?: undefined}) &
  ({package: string; note?: undefined} | {package?: undefined; note: string});

export interface SampleLanguage {
  /** The language id: the tab value, `?language=` and the key of a variant file's samples. */
  id: string;
  /** The tab text. */
  label: string;
  /** The Prism grammar. */
  highlight: string;
  /** Other `x-codeSamples` `lang` names (lower case) that stand for this language; the id always does. */
  aliases: string[];
  /**
   * The template that writes the sample, or `'postman'` to have postman-code-generators write
   * it (`postman` names the generator). Left out, the renderer refuses the language.
   */
  template?: Template | 'postman';
  /** The generator that writes a multipart body, which no template writes: the fallback is explicit. */
  multipart: 'postman';
  /** postman-code-generators' language and variant for this language. */
  postman: {language: string; variant: string};
  /** The tested signing program in examples/signing and where its signing function is. */
  signing?: SigningExtraction;
  /** How the signing program is run against the vectors. */
  signingRunner?: SigningSampleRunner;
  /** How an API reference sample in this language is run. */
  apiRunner?: ApiSampleRunner;
  /** What the runners need installed, in the order the installer checks it. */
  toolchain: ToolchainNeed[];
}
