/**
 * The description's named limits (`x-gcm-limits`) as the skill states them: each part of the
 * skill states the limits of its topic, and every limit no topic names is listed under "Other
 * limits", so a limit added to the description reaches the skill without a change here.
 */
import type {LimitValue, SpecModel} from '../openapi/model';
import {quantity} from './markdown';

/** The limits each part of the skill states, by their names in `x-gcm-limits`. */
export const LIMIT_TOPICS = {
  token: ['accessTokenLifetime'],
  signature: ['timestampTolerance', 'nonceRetention'],
  idempotency: ['idempotencyRetention'],
  rateLimits: ['rateLimitWindow'],
  paging: ['searchResultsStable'],
} as const satisfies Record<string, readonly string[]>;

export type LimitTopic = keyof typeof LIMIT_TOPICS;

/** One limit as a list item: ``- `accessTokenLifetime`: 1 hour. Validity of an access token.`` */
export function limitItem(limit: LimitValue): string {
  const about = limit.about.trim().replace(/\.?$/, '.');
  return `- \`${limit.name}\`: ${quantity(limit.value, limit.unit)}. ${about}`;
}

/** The list of the limits of `topic` the description has, or nothing. */
export function topicLimits(model: SpecModel, topic: LimitTopic): string {
  const names: readonly string[] = LIMIT_TOPICS[topic];
  return [...model.facts.limits.values()]
    .filter((limit) => names.includes(limit.name))
    .map(limitItem)
    .join('\n');
}

/** The limits no topic states. */
export function otherLimits(model: SpecModel): string {
  const named = new Set<string>(Object.values(LIMIT_TOPICS).flat());
  return [...model.facts.limits.values()]
    .filter((limit) => !named.has(limit.name))
    .map(limitItem)
    .join('\n');
}
