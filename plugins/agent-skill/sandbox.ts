/**
 * "Test against the sandbox": the servers meant for testing, the operations only they have
 * and the inputs that make them take an error or fraud path (`x-gcm-sandbox-test-values`).
 */
import {
  isObject,
  testAnswerMarkdown,
  testInputMarkdown,
  type ApiOperation,
  type ServerObject,
  type SpecModel,
} from '../openapi/model';
import type {SkillLinks} from './links';
import {section, table} from './markdown';
import {operationLink} from './operations';
import {andList} from '../shared/text';

/** A server meant for testing, by its URL or description. */
export const isTestServer = (server: ServerObject) =>
  /sandbox|test|staging/i.test(`${server.url} ${server.description ?? ''}`);

/** Operations whose servers are all test servers, while the API has others: test helpers. */
export function testOnlyOperations(model: SpecModel): ApiOperation[] {
  const servers = model.root.servers ?? [];
  if (!servers.some((s) => !isTestServer(s))) return [];
  return model.operations.filter((op) => op.servers.length > 0 && op.servers.every(isTestServer));
}

export function sandboxSection(model: SpecModel, links: SkillLinks): string {
  const servers = (model.root.servers ?? []).filter(isTestServer);
  const {values, externalDocs} = model.facts.sandboxTestValues;
  const raw = model.root['x-gcm-sandbox-test-values'];
  const about = isObject(raw) && typeof raw.description === 'string' ? links.rewrite(raw.description) : undefined;
  const testOnly = testOnlyOperations(model);
  const title = (id: string) => {
    const op = model.operationById.get(id);
    return op ? `[${op.title}](${links.page(op.id)})` : id;
  };
  return section('## Test against the sandbox', [
    servers.length ? `Build and test against ${andList(servers.map((s) => `\`${s.url}\``))} first.` : undefined,
    testOnly.length ? `Only there: ${andList(testOnly.map((op) => operationLink(op, links)))}.` : undefined,
    values.length ? about : undefined,
    values.length
      ? table(
          ['Operations', 'Send', 'The sandbox answers'],
          values.map((value) => [
            andList(value.operations.map(title)),
            testInputMarkdown(value),
            links.rewrite(testAnswerMarkdown(value)),
          ]),
        )
      : undefined,
    values.length && externalDocs
      ? `More: ${links.rewrite(`[${externalDocs.description}](${externalDocs.url})`)}.`
      : undefined,
  ]);
}
