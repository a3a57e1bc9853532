/**
 * The sample-language registry: every language listed in languages/index.ts has all a sample
 * language needs, and the lists that cannot read the registry (the HMAC guide's tabs) agree
 * with it. A half-added language fails the first test, which names what it lacks.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeSampleLanguages} from '../../../codeSampleLanguages';
import {signingFunction, SIGNING_EXAMPLES} from '../signingCode';
import {sampleLanguages} from '.';
import type {SampleLanguage} from './types';

const GUIDE = 'docs/additional-support/hmac-signature-generation.mdx';

/** The signing-sample tabs of the HMAC guide, in order. */
function guideTabs(): {value: string; label: string; fence: string; title: string; file: string}[] {
  const guide = readFileSync(path.resolve(__dirname, '../../../../..', GUIDE), 'utf8');
  const panel = guide.slice(guide.indexOf('<CodePanel title="Signing sample"'), guide.indexOf('</CodePanel>'));
  return [
    ...panel.matchAll(/<PanelItem value="([^"]+)" label="([^"]+)">\s*```(\S+) title="([^"]+)" file=<rootDir>\/(\S+)/g),
  ].map(([, value, label, fence, title, file]) => ({value, label, fence, title, file}));
}

/** What `language` lacks, in words; empty when it is complete. */
export function missingParts(language: SampleLanguage): string[] {
  const missing: string[] = [];
  if (!language.template) missing.push("no template (write one, or set template: 'postman')");
  if (!language.signing) missing.push('no signing example');
  else if (!existsSync(path.join(SIGNING_EXAMPLES, language.signing.file)))
    missing.push(`no examples/signing/${language.signing.file}`);
  else {
    try {
      signingFunction(language.signing);
    } catch (error) {
      missing.push(String((error as Error).message));
    }
  }
  if (!language.signingRunner) missing.push('no signing-sample runner');
  if (!language.apiRunner) missing.push('no API-sample runner');
  const file = `examples/signing/${language.signing?.file}`;
  const tab = guideTabs().find((t) => t.value === language.id);
  if (!tab) missing.push(`no tab in ${GUIDE}`);
  else if (
    JSON.stringify(tab) !==
    JSON.stringify({value: language.id, label: language.label, fence: language.highlight, title: file, file})
  )
    missing.push(
      `its tab in ${GUIDE} is not \`<PanelItem value="${language.id}" label="${language.label}">\` with \`\`\`${language.highlight} title="${file}" file=<rootDir>/${file}\``,
    );
  return missing;
}

describe('sample-language registry', () => {
  it('every language has a template, a signing example, both runners and a tab in the HMAC guide', () => {
    const problems = sampleLanguages.flatMap((l) => {
      const missing = missingParts(l);
      return missing.length > 0 ? [`${l.id}: ${missing.join(', ')}`] : [];
    });
    expect(problems.join('\n')).toBe('');
  });

  it('ids and x-codeSamples aliases are unique, and aliases are lower case', () => {
    const names = sampleLanguages.flatMap((l) => [l.id, ...l.aliases]);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(names.filter((name) => name !== name.toLowerCase())).toEqual([]);
  });

  it('codeSampleLanguages is the registry, in its order', () => {
    expect(codeSampleLanguages.map((l) => l.language)).toEqual(sampleLanguages.map((l) => l.id));
  });

  it("the HMAC guide's signing-sample tabs are in the registry's order, and only its languages", () => {
    const ids = sampleLanguages.map((l) => l.id);
    const tabs = guideTabs().map((tab) => tab.value);
    expect(tabs).toEqual(ids.filter((id) => tabs.includes(id)));
  });
});
