/**
 * The docs checker: keeps the hand-written guides (docs/**\/*.md and *.mdx, except the
 * generated docs/api/) consistent with api/openapi.json, through the spec model
 * (plugins/openapi/model). Writers run it with `npm run lint:docs`, which prints one
 * `file:line:col: message [rule]` per problem; `npm test` runs it as a named step, and
 * plugins/docs-lint/__tests__/docsConsistency.test.ts tests each rule.
 *
 * Conventions the docs follow, and what is checked:
 *
 * 1. endpoint: `METHOD /v1/...` (GET, POST, PUT, PATCH, DELETE), in prose or code, also
 *    across a line break as in a string to sign, must be an operation of the description. Write
 *    path parameters with the description's names (`/v1/gift-cards/{giftCardId}/void`) or as
 *    concrete ids that match the parameter pattern (`gc_9Xb4Hk2Lm7Pq`, not `123`).
 *    A bare `/v1/...` path must exist for at least one method, or be the start of
 *    operation paths when it names a group ("the helpers under `/v1/sandbox/signatures`").
 *    Inside code blocks, a segment built from a variable (`${giftCardId}`,
 *    `{gift_card_id}`, `%s`, `$id`) stands for any path parameter, a method passed as
 *    the argument before the path (`request('GET', '/v1/...')`) counts as its method,
 *    and `"/v1/gift-cards/" + id` must be the start of an operation path.
 * 2. api-url: every URL on api.gcm.example or sandbox.api.gcm.example has a spec path.
 * 3. query-parameter: query parameters after such a path or URL must be parameters of
 *    that operation, and values of enum parameters (such as `status`) must be allowed.
 * 4. header: header names of the API's families, in prose or code and in their exact
 *    case (`X-...`, `RateLimit-...`, `Idempotency-...`, `Idempotent-...`, `Retry-...`,
 *    and `Deprecation` or `Sunset` inside a code span or before a colon), must be header
 *    parameters or response headers of the description.
 * 5. error-code: a snake_case code span must be in the catalogue (`Problem.code` enum)
 *    when it stands where an error code goes: after "fails with", "rejected with",
 *    "responds with", "error", "code", a 4xx or 5xx status, in a list continuing such a
 *    code, or in a table column headed "Code" or "Error code". Elsewhere, a snake_case
 *    code span in a sentence about errors, codes or failures, or shaped like an error
 *    code (`*_not_found`, `*_exceeded`, `invalid_*` ...), must be a catalogue code or a
 *    name the description defines (a field, a parameter or an enum value such as `fraud_suspected`).
 * 6. request-body / response-body: a ```json block whose title names an operation is
 *    validated with ajv against that operation's schema, with unknown fields rejected:
 *      ```json title="POST /v1/gift-cards request body"          -> the request body
 *      ```json title="POST /v1/gift-cards 201 response"          -> that response
 *      ```json title="GET /v1/gift-cards/gc_9Xb4Hk2Lm7Pq/balance response" -> the first 2xx
 *    A block whose title names an operation must be valid JSON. Use ```jsonc or no
 *    operation in the title for abridged examples.
 * 7. problem-body: any JSON object in a ```json block with a string `code` and a 4xx or
 *    5xx `status` must be a valid Problem (catalogue code, no unknown members).
 * 8. api-link: a link whose text is an operationId, an operation's title or a
 *    `METHOD /path` must point to that operation's page. Whether any link's page and
 *    anchor exist is the build's check (`onBrokenLinks` and `onBrokenAnchors` throw), so it
 *    is not repeated here.
 * 9. api-link-text: an operation has one name, its title (the `summary`, as the spec model
 *    gives it and its page shows it). A link to an operation's page
 *    (`/docs/api/partner-api/void-card`) has that title as its text, exactly:
 *    `[Void a gift card](…)`, not `[VoidCard](…)`, `` [`VoidCard`](…) ``,
 *    `[void a gift card](…)` or a paraphrase. A link to a section of the page
 *    (`…/void-card#responses`) names the section, but never by the operationId.
 * 10. literal-credential: a code block never holds a credential a reader would copy:
 *    `Bearer` is followed by a variable (`Bearer $GCM_ACCESS_TOKEN`, `${token}`,
 *    `" + token`), not a literal token, and `GCM_ACCESS_TOKEN` and `GCM_CLIENT_SECRET` are
 *    not assigned a literal (read them from the environment, or the token from the token
 *    response). The worked example's published, fictional signing secret may be set to
 *    reproduce its signature.
 * 11. number: a hand-typed limit, window or rate that disagrees with the description's
 *    `x-gcm-limits` or `x-gcm-rate-limits` (plugins/api-facts/mentions.ts).
 * 12. code-block-title: every code block a partner might copy says what it is: a fence
 *    has a language and a `title="…"` (```bash title="Run it"), a `<CodeBlock>` tag a
 *    `language` and a `title`.
 *
 * Files: document.ts reads a guide's mdast; specIndex.ts indexes the model; checks.ts
 * holds rules 1 to 10 and 12; guides.ts lists the guides.
 */
import {readFileSync} from 'node:fs';
import {checkDocumentNumbers} from '../api-facts';
import type {SpecModel} from '../openapi/model';
import {checkDocument, type DocsProblem} from './checks';
import {readGuide} from './document';
import {buildSpecIndex} from './specIndex';
import {formatProblem} from '../shared/problems';

export {checkDocument, type DocsProblem} from './checks';
export {proseSentences, splitDocument, type CodeBlock, type GuideText, type ProseSentence} from './document';
export {buildSpecIndex, findOperations, type SpecIndex, type SpecOperation} from './specIndex';
export {docRoute, guideFiles} from './guides';

/** Every problem of the guide `files` (paths as they are to be reported) against the model. */
export function lintGuides(model: SpecModel, files: string[]): DocsProblem[] {
  const index = buildSpecIndex(model);
  const titles = new Map([...model.operationById].map(([id, op]) => [id, op.title]));
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const guide = readGuide(text);
    const numbers = checkDocumentNumbers(file, text, guide.sentences, model.facts, titles);
    return [
      ...checkDocument(text, file, index, guide),
      ...numbers.map((problem) => ({file, rule: 'number', ...problem})),
    ];
  });
}

/** One line per problem, in the shape of every problem (plugins/shared/problems.ts), with the text found. */
export function formatDocsProblem(problem: DocsProblem): string {
  const text = problem.text.length > 100 ? `${problem.text.slice(0, 97)}...` : problem.text;
  return formatProblem({...problem, message: `${problem.message}: found "${text}"`});
}
