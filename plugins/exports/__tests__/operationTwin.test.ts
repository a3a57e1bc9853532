/**
 * The operation twins written from the spec model (plugins/exports/operationTwin.ts, through
 * referenceTwins.ts as the build calls it): within the byte budget for every operation of
 * api/openapi.json, and still holding what an agent needs: endpoint, authentication, every
 * parameter, the body's required fields, one runnable sample, every response with its error
 * codes, and the description's numbers that apply.
 */
import {describe, expect, it} from 'vitest';
import {loadSpec, mergeAllOf} from '../../openapi/model';
import {codeSampleLanguages} from '../../openapi/codeSampleLanguages';
import {REFERENCE_ROUTE_BASE, routeOf} from '../../shared/routes';
import {operationTwins, referenceSections, type ReferenceTwinsSource} from '../referenceTwins';
import {applyingLimits} from '../operationLimits';
import {OPERATION_TWIN_BUDGET} from '../operationTwin';
import {PageContext} from '../../openapi/render/context';
import {responseErrorCodes} from '../../openapi/render/errorCodes';

const siteUrl = 'https://docs.gcm.example';
const source = (specPath: string, mode: 'strict' | 'lenient' = 'strict'): ReferenceTwinsSource => ({
  specPath,
  allowExternalRefs: mode === 'lenient',
  mode,
  routeBase: REFERENCE_ROUTE_BASE,
  envPrefix: 'GCM',
  languages: codeSampleLanguages,
  descriptionLinks: mode === 'strict' ? 'checked' : 'external-only',
});

const model = await loadSpec('api/openapi.json');
const twins = operationTwins(model, source('api/openapi.json'), siteUrl);
const twinOf = (operationId: string) => twins.get(routeOf(model.operationById.get(operationId)!.id))!;

describe('operation twins of api/openapi.json', () => {
  it('are written for every operation, each within the budget', () => {
    expect([...twins.keys()].sort()).toEqual(model.operations.map((op) => routeOf(op.id)).sort());
    for (const [route, markdown] of twins)
      expect(Buffer.byteLength(markdown), route).toBeLessThanOrEqual(OPERATION_TWIN_BUDGET);
  });

  it('keep the endpoint, every parameter, every response status and the body’s required fields', () => {
    for (const op of model.operations) {
      const markdown = twins.get(routeOf(op.id))!;
      expect(markdown, op.id).toMatch(new RegExp(`^# ${op.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n`));
      expect(markdown, op.id).toContain(`\`${op.method.toUpperCase()} https://sandbox.api.gcm.example${op.path}\``);
      for (const parameter of op.parameters)
        expect(markdown, `${op.id} ${parameter.name}`).toContain(`- \`${parameter.name}\` (${parameter.in}`);
      for (const status of Object.keys(op.responses))
        expect(markdown, `${op.id} ${status}`).toMatch(new RegExp(`(### |\\*\\*)${status} `));
      const body = mergeAllOf(model, op.requestBody?.content?.['application/json']?.schema);
      for (const name of body?.required ?? []) expect(markdown, `${op.id} ${name}`).toContain(`- \`${name}\` (`);
    }
  });

  it('show one sample, the cURL one, and link the page’s other languages', () => {
    for (const [route, markdown] of twins) {
      expect(markdown.match(/^```bash$/gm), route).toHaveLength(1);
      expect(markdown, route).toContain('## Sample request (cURL)');
      for (const language of codeSampleLanguages.filter((l) => l.language !== 'curl'))
        expect(markdown, route).toContain(`](${route}?language=${language.language})`);
    }
    expect(twinOf('VoidCard')).toContain('sign_request "${GCM_SIGNING_SECRET}" POST "$target"');
  });

  it('say how to authenticate, and link each error code a response can return to the catalogue', () => {
    const voidCard = twinOf('VoidCard');
    expect(voidCard).toContain('scope `cards:void`');
    expect(voidCard).toContain('[HmacSignature](/docs/api/partner-api/gcm-api#security-hmac-signature)');
    expect(voidCard).toContain('[`gift_card_not_voidable`](/docs/api/partner-api/errors#gift_card_not_voidable)');
    expect(voidCard).toContain(
      'Every error has a body of `application/problem+json` [`Problem`](/docs/api/partner-api/schemas/problem.md).',
    );
    const ctx = new PageContext(model, {routeBase: REFERENCE_ROUTE_BASE});
    for (const op of model.operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        for (const {code} of responseErrorCodes(ctx, status, response))
          expect(twins.get(routeOf(op.id)), `${op.id} ${status} ${code}`).toContain(
            `[\`${code}\`](/docs/api/partner-api/errors#${code})`,
          );
      }
    }
  });

  it('state the limits that apply, with the description’s numbers', () => {
    const provision = twinOf('ProvisionGiftCard');
    const limits = model.facts.limits;
    expect(provision).toContain(`${limits.get('orderMaxLines')!.value} lines (\`orderMaxLines\`)`);
    expect(provision).toContain(`${limits.get('orderMaxCards')!.value} cards (\`orderMaxCards\`)`);
    expect(provision).toContain('`idempotencyRetention`');
    expect(provision).toContain('`scheduledDeliveryHorizon`');
    expect(provision).toContain('Sandbox: 60 requests per minute · Production: 300 requests per minute');
    expect(twinOf('OAuth2Authentication')).toContain('`accessTokenLifetime`');
    expect(twinOf('GetDynamicImage')).toContain('`imageUrlLifetime`');
    expect(twinOf('SearchForBusinesses')).toContain('`searchResultsStable`');
    expect(twinOf('SearchForBusinesses')).not.toContain('`timestampTolerance`');
  });

  it('list the sandbox test values of the operation', () => {
    expect(twinOf('ProvisionGiftCard')).toContain(
      '- body field `partnerReference`: `test_rate_limited` → **429** `rate_limited`.',
    );
  });
});

describe('applyingLimits', () => {
  const provision = model.operationById.get('ProvisionGiftCard')!;
  const search = model.operationById.get('SearchForBusinesses')!;
  const names = (list: {name: string}[]) => list.map((limit) => limit.name);

  it('takes a limit whose text names the operation, or a parameter or field it has', () => {
    expect(names(applyingLimits(model, provision, model.facts.limits.values(), []))).toEqual([
      'orderMaxLines',
      'orderMaxCards',
      'idempotencyRetention',
      'timestampTolerance',
      'nonceRetention',
      'scheduledDeliveryHorizon',
    ]);
  });

  it('takes one its description states, and no other', () => {
    const stated = [model.facts.limits.get('searchResultsStable')!];
    expect(names(applyingLimits(model, search, model.facts.limits.values(), []))).toEqual([]);
    expect(names(applyingLimits(model, search, model.facts.limits.values(), stated))).toEqual(['searchResultsStable']);
  });
});

describe('referenceSections', () => {
  it('puts each tag’s page and operations in a section of their own, each operation once', () => {
    const sections = referenceSections(model, REFERENCE_ROUTE_BASE);
    expect(sections.map((s) => s.name)).toContain('API reference: Search API');
    const routes = sections.flatMap((s) => [...s.routes]);
    expect(new Set(routes).size).toBe(routes.length);
    for (const op of model.operations) expect(routes).toContain(routeOf(op.id));
  });
});

describe('operation twins of another description', () => {
  it('are written for a fixture with webhooks, polymorphic bodies and no facts, each within the budget', async () => {
    const fixture = 'tests/fixtures/openapi/constructs-3.1.json';
    const other = await loadSpec(fixture, {mode: 'lenient'});
    const written = operationTwins(other, source(fixture, 'lenient'), siteUrl);
    expect(written.size).toBe(other.operations.length + other.webhooks.length);
    for (const [route, markdown] of written) {
      expect(markdown, route).toMatch(/^# \S/);
      expect(Buffer.byteLength(markdown), route).toBeLessThanOrEqual(OPERATION_TWIN_BUDGET);
      expect(markdown, route).not.toContain('undefined');
    }
  });
});

describe('an operation twin’s callbacks', () => {
  it('say what the API sends back, where, and the payload’s fields', async () => {
    const fixture = 'tests/fixtures/openapi/constructs-3.0.yaml';
    const zoo = await loadSpec(fixture);
    const written = operationTwins(zoo, source(fixture), siteUrl);
    const create = written.get(routeOf(zoo.operationById.get('createAnimal')!.id))!;
    const callbacks = create.slice(create.indexOf('## Callbacks'));
    expect(callbacks).toContain('### adopted: `POST {$request.body#/callbackUrl}`\n\nSomeone adopted the animal');
    expect(callbacks).toMatch(/- `animalId` \([^)]*required\)/);
    expect(callbacks).toContain('- `adoptedAt` (string (date-time), required)');
  });
});

describe('an operation twin’s error lines', async () => {
  const text = `
openapi: 3.0.3
info: {title: Waits, version: '1'}
paths:
  /jobs:
    get:
      operationId: listJobs
      responses:
        '200': {description: The jobs.}
        '503':
          description: Busy, see ../retry-after and wait...
          content:
            application/json:
              schema: {type: object, properties: {message: {type: string}}}
`;
  const waits = await loadSpec('waits.yaml', {text});
  const markdown = [...operationTwins(waits, source('waits.yaml'), siteUrl).values()][0];

  it('keep the description’s own punctuation, and end with one full stop', () => {
    expect(markdown).toContain('- **503 Service Unavailable**: Busy, see ../retry-after and wait...');
  });
});

describe('an operation twin’s streamed body', () => {
  it('says it is a stream, how its items are framed, and lists one item’s fields', async () => {
    const fixture = 'tests/fixtures/openapi/oas32.yaml';
    const pets = await loadSpec(fixture);
    const written = operationTwins(pets, source(fixture), siteUrl);
    const stream = written.get(routeOf(pets.operationById.get('streamEvents')!.id))!;
    expect(stream).toContain('`text/event-stream`: a stream of items (each an event: `event:`, `data:`');
    expect(stream).not.toContain('no schema');
    expect(stream).toMatch(/- `event` \(/);
  });
});
