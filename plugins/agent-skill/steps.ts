/**
 * "Start here": the order an integration is built in, one step per part of the skill that the
 * description gives reason for, each pointing to its section below.
 */
import {SIGNATURE_HEADERS, type SpecModel} from '../openapi/model';
import {isSignatureScheme} from './auth';
import {idempotencyKeyed, rateLimitHeaders} from './calls';
import {section} from './markdown';
import {isTestServer} from './sandbox';

const NONCE = SIGNATURE_HEADERS.find((header) => /nonce/i.test(header));

export function startHere(model: SpecModel): string {
  const schemes = [...model.securitySchemes.values()];
  const testServer = (model.root.servers ?? []).find(isTestServer);
  const signed = schemes.some(isSignatureScheme);
  const keyed = idempotencyKeyed(model).length > 0;
  const rateHeaders = rateLimitHeaders(model).length > 0;
  const steps = [
    testServer ? `Call \`${testServer.url}\` until the integration works ("Test against the sandbox").` : undefined,
    schemes.some((s) => s.type === 'oauth2')
      ? 'Get an access token once and reuse it until it expires ("Authenticate").'
      : schemes.length
        ? 'Send the credentials each operation asks for ("Authenticate").'
        : undefined,
    signed
      ? `Sign each request of a signed operation as it is sent, with a new \`${NONCE}\` every time, retries too ("Authenticate").`
      : undefined,
    keyed
      ? 'Send an idempotency key where an operation takes one, and the same key when you retry it ("Retry safely").'
      : undefined,
    model.errorCatalogue
      ? `Branch on the problem's \`${model.errorCatalogue.property}\`, and retry only what the error table says to ("Retry safely").`
      : 'Retry only what can succeed unchanged: rate limits and server errors ("Retry safely").',
    model.facts.rateLimits || rateHeaders ? 'Pace requests to the rate limits ("Rate limits").' : undefined,
    model.facts.sandboxTestValues.values.length
      ? 'Make the sandbox fail on purpose with its test values, and check each failure is handled ("Test against the sandbox").'
      : undefined,
  ].filter((step): step is string => Boolean(step));
  return section('## Start here', [steps.map((step, i) => `${i + 1}. ${step}`).join('\n')]);
}
