/**
 * `npm run lint:docs`: checks the hand-written guides (docs/, outside the generated
 * docs/api/) against api/openapi.json, as a writer would run it after an edit. Every
 * operation, path, parameter, header, error code and body field they name must exist, and
 * a link named after an operation must lead to it (scripts/lib/docs-consistency.mjs). No
 * hand-typed limit may disagree with the description's numbers (plugins/api-facts).
 * Prints one `file:line:col [rule] message` per problem and exits 1 if there is any.
 */
import {readFileSync} from 'node:fs';
import {loadSpec, SpecError} from '../plugins/openapi/model';
import {checkDocumentNumbers} from '../plugins/api-facts/mentions';
import {buildSpecIndex, checkDocument, formatProblem, proseSentences, splitDocument} from './lib/docs-consistency.mjs';
import {guideFiles} from './lib/guides';

async function main(): Promise<number> {
  const model = await loadSpec('api/openapi.json');
  const index = buildSpecIndex(model);
  const files = guideFiles();
  const lines: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const problem of checkDocument(text, file, index)) lines.push(formatProblem(problem));
    const sentences = proseSentences(splitDocument(text).prose);
    for (const problem of checkDocumentNumbers(file, text, sentences, model.facts)) {
      lines.push(formatProblem({file, rule: 'number', ...problem}));
    }
  }
  for (const line of lines) console.error(line);
  console.log(`lint:docs: ${files.length} guides, ${lines.length} problem${lines.length === 1 ? '' : 's'}`);
  return lines.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A broken description is reported where it is, not as a stack trace.
    console.error(error instanceof SpecError ? error.message : String(error));
    process.exit(1);
  },
);
