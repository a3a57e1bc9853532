/**
 * Build-time code samples: complete programs, one per language, generated from each
 * operation's example request (samples/request.ts) by the templates in samples/languages.
 * Credentials come from the environment; signed requests sign the exact bytes they send
 * with the signing code of examples/signing. A multipart body, which the templates do not
 * write, falls back to postman-code-generators. `x-codeSamples` from the description come
 * first, replacing the generated sample of their language.
 */
import codegen from 'postman-code-generators';
import {Request} from 'postman-collection';
import {isObject, type ApiOperation} from '../../model';
import type {CodeSampleLanguage} from '../../codeSampleLanguages';
import {isEnv, type SampleRequest} from './request';
import type {Template} from './template';
import {python} from './languages/python';
import {curl} from './languages/curl';
import {csharp} from './languages/csharp';
import {go} from './languages/go';
import {nodejs} from './languages/nodejs';
import {ruby} from './languages/ruby';
import {php} from './languages/php';
import {java} from './languages/java';
import {powershell} from './languages/powershell';

export {buildSampleRequest, serverUrl, type SampleRequest} from './request';

const TEMPLATES: Record<string, Template> = {python, curl, csharp, go, nodejs, ruby, php, java, powershell};

export interface CodeSample {
  language: string;
  label: string;
  highlight: string;
  code: string;
}

/** The multipart request as postman-code-generators takes it (environment values as `{{NAME}}`). */
function toPostmanRequest(request: SampleRequest): Request {
  const headers = request.headers.map((h) => ({key: h.name, value: isEnv(h.value) ? `{{${h.value.env}}}` : h.value}));
  if (request.bearer) headers.unshift({key: 'Authorization', value: `Bearer {{${request.bearer.env}}}`});
  const body =
    request.body?.kind === 'multipart'
      ? {
          mode: 'formdata',
          formdata: request.body.parts.map((p) =>
            p.file ? {key: p.name, src: p.value, type: 'file'} : {key: p.name, value: p.value, type: 'text'},
          ),
        }
      : undefined;
  const url = `${request.base.default}${request.path}${request.query}`;
  return new Request({url, method: request.method, header: headers, body} as never);
}

function postmanSample(request: SampleRequest, language: CodeSampleLanguage): string {
  let code: string | undefined;
  let failure: unknown;
  codegen.convert(
    language.language,
    language.variant,
    toPostmanRequest(request),
    {followRedirect: true, trimRequestBody: false},
    (error: unknown, snippet: string) => {
      failure = error;
      code = snippet;
    },
  );
  if (failure || code === undefined) {
    throw new Error(
      `code sample generation failed for ${language.language} ${request.method} ${request.path}: ${String(failure ?? 'no output')}`,
    );
  }
  return code.trimEnd();
}

export function renderCodeSamples(
  request: SampleRequest,
  languages: CodeSampleLanguage[],
  title: string,
): CodeSample[] {
  return languages.map((language) => {
    const template: Template | undefined = TEMPLATES[language.language];
    const code =
      request.body?.kind !== 'multipart' && template !== undefined
        ? template({request, title})
        : postmanSample(request, language);
    return {language: language.language, label: language.label, highlight: language.highlight, code};
  });
}

/** `x-codeSamples` language names → the sample language they stand for. */
const LANGUAGE_ALIASES: Record<string, string> = {
  python: 'python',
  python3: 'python',
  curl: 'curl',
  shell: 'curl',
  bash: 'curl',
  sh: 'curl',
  'c#': 'csharp',
  csharp: 'csharp',
  cs: 'csharp',
  go: 'go',
  golang: 'go',
  node: 'nodejs',
  nodejs: 'nodejs',
  'node.js': 'nodejs',
  javascript: 'nodejs',
  js: 'nodejs',
  ruby: 'ruby',
  php: 'php',
  java: 'java',
  powershell: 'powershell',
};

/** The samples an operation shows: its own `x-codeSamples` first, then the generated ones not replaced. */
export function operationSamples(
  op: ApiOperation,
  generated: CodeSample[],
  languages: CodeSampleLanguage[],
  highlightable: (language: string) => boolean,
): CodeSample[] {
  const own = op.operation['x-codeSamples'] ?? op.operation['x-code-samples'] ?? [];
  if (!Array.isArray(own) || own.length === 0) return generated;
  const replaced = new Set<string>();
  const values = new Set<string>();
  const custom = own
    .filter((sample) => isObject(sample) && typeof sample.source === 'string')
    .map((sample, index): CodeSample => {
      const lang = String(sample.lang ?? '').trim();
      const known = languages.find((l) => l.language === LANGUAGE_ALIASES[lang.toLowerCase()]);
      if (known) replaced.add(known.language);
      const value = known && !values.has(known.language) ? known.language : `sample-${index + 1}`;
      values.add(value);
      const label = String(sample.label ?? known?.label ?? (lang || `Sample ${index + 1}`));
      const highlight = known?.highlight ?? (highlightable(lang) ? lang.toLowerCase() : 'text');
      return {language: value, label, highlight, code: String(sample.source).trimEnd()};
    });
  return [...custom, ...generated.filter((sample) => !replaced.has(sample.language))];
}
