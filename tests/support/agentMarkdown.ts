/**
 * Checks a built site's Markdown for agents (plugins/exports) from its files: llms.txt is an
 * index in the llmstxt.org shape (one H1, a `>` summary, H2 sections of links) within its budget;
 * every full-text part is within its budget and listed; every operation has its twin, within
 * `twinBudget` when one is given. The browser tests check the portal's build with it, the
 * reference tests each reference-only build. Returns the problems, empty when there are none.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {LLMS_TXT_BUDGET} from '../../plugins/exports/markdown';
import {PART_BUDGET, PARTS_FOLDER} from '../../plugins/exports/llmsParts';

/** The problems of llms.txt's shape (llmstxt.org): H1, summary, then H2 sections holding only link lists. */
export function llmsTxtShapeProblems(text: string): string[] {
  const lines = text.replace(/\n$/, '').split('\n');
  const problems: string[] = [];
  if (!/^# \S/.test(lines[0] ?? '')) problems.push('llms.txt does not start with an H1');
  if (lines.filter((line) => /^# /.test(line)).length !== 1) problems.push('llms.txt has more than one H1');
  if (!/^> \S/.test(lines.find((line, i) => i > 0 && line !== '') ?? ''))
    problems.push('llms.txt has no > summary after its H1');
  const firstSection = lines.findIndex((line) => /^## \S/.test(line));
  if (firstSection === -1) problems.push('llms.txt has no H2 section');
  for (const [i, line] of lines.entries()) {
    if (firstSection === -1 || i <= firstSection || line === '' || /^## \S/.test(line)) continue;
    if (!/^- \[(?:[^\]\\]|\\.)+\]\([^)\s]+\)(?::? .*)?$/.test(line))
      problems.push(`llms.txt line ${i + 1} is not a link: ${line}`);
  }
  return problems;
}

export function agentMarkdownProblems(
  outDir: string,
  {operationRoutes, twinBudget}: {operationRoutes: string[]; twinBudget?: number},
): string[] {
  const llmsFile = path.join(outDir, 'llms.txt');
  if (!existsSync(llmsFile)) return ['no llms.txt'];
  const llms = readFileSync(llmsFile, 'utf8');
  const problems = llmsTxtShapeProblems(llms);
  const size = Buffer.byteLength(llms);
  if (size > LLMS_TXT_BUDGET) problems.push(`llms.txt is ${size} bytes, over ${LLMS_TXT_BUDGET}`);
  const partsDir = path.join(outDir, PARTS_FOLDER);
  const parts = existsSync(partsDir) ? readdirSync(partsDir).filter((file) => file.endsWith('.md')) : [];
  if (parts.length === 0) problems.push(`no full-text parts in ${PARTS_FOLDER}/`);
  for (const part of parts) {
    const bytes = statSync(path.join(partsDir, part)).size;
    if (bytes > PART_BUDGET) problems.push(`${PARTS_FOLDER}/${part} is ${bytes} bytes, over ${PART_BUDGET}`);
    if (!llms.includes(`/${PARTS_FOLDER}/${part})`)) problems.push(`llms.txt does not list ${PARTS_FOLDER}/${part}`);
  }
  for (const [, file] of llms.matchAll(new RegExp(`\\]\\([^)]*?/(${PARTS_FOLDER}/[^)]+)\\)`, 'g')))
    if (!existsSync(path.join(outDir, file))) problems.push(`llms.txt lists ${file}, which the build lacks`);
  for (const route of operationRoutes) {
    const twin = path.join(outDir, `${route}.md`);
    if (!existsSync(twin)) {
      problems.push(`${route} has no Markdown twin`);
      continue;
    }
    const bytes = statSync(twin).size;
    if (twinBudget !== undefined && bytes > twinBudget)
      problems.push(`${route}.md is ${bytes} bytes, over ${twinBudget}`);
  }
  return problems;
}
