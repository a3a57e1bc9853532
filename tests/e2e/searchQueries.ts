/**
 * Queries a partner would type, each with the page (or pages) that answers it. Search must
 * put an expected page in its top three for at least 95% of them (find.spec.ts); the set is
 * also what the ranking in plugins/search/client/engine.ts was tuned against.
 */
export interface SearchQuery {
  query: string;
  /** Routes any one of which answers the query. */
  expect: string[];
  what: 'operation' | 'path' | 'field' | 'error code' | 'header' | 'guide topic' | 'typo';
}

const api = (slug: string) => `/docs/api/partner-api/${slug}`;
const hmacGuide = '/docs/additional-support/hmac-signature-generation';

export const searchQueries: SearchQuery[] = [
  {query: 'void a card', expect: [api('void-card')], what: 'operation'},
  {query: 'provision', expect: [api('provision-gift-card')], what: 'operation'},
  {query: 'provision gift cards', expect: [api('provision-gift-card')], what: 'operation'},
  {query: 'check balance', expect: [api('check-balance')], what: 'operation'},
  {query: 'list gift cards', expect: [api('get-cards')], what: 'operation'},
  {query: 'onboard a business', expect: [api('onboard-business')], what: 'operation'},
  {query: 'search businesses', expect: [api('search-for-businesses')], what: 'operation'},
  {query: 'dynamic image', expect: [api('generate-dynamic-image'), api('get-dynamic-image')], what: 'operation'},
  {query: 'access token', expect: [api('o-auth-2-authentication')], what: 'operation'},
  {query: 'redemption UI token', expect: [api('create-redemption-ui-authorization-token')], what: 'operation'},
  {query: 'iframe endpoint', expect: [api('generate-i-frames-endpoint')], what: 'operation'},
  {query: '/v1/gift-cards', expect: [api('provision-gift-card'), api('get-cards')], what: 'path'},
  {query: 'dynamic-images', expect: [api('generate-dynamic-image'), api('get-dynamic-image')], what: 'path'},
  {query: 'partnerReference', expect: [api('provision-gift-card'), api('get-cards')], what: 'field'},
  {query: 'scheduledAt', expect: [api('provision-gift-card')], what: 'field'},
  {query: 'radiusMeters', expect: [api('search-for-businesses')], what: 'field'},
  {query: 'transactionLimit', expect: [api('check-balance')], what: 'field'},
  {query: 'minAmount', expect: [api('get-business-details'), api('search-for-businesses')], what: 'field'},
  {query: 'invalid_signature', expect: [api('errors'), hmacGuide], what: 'error code'},
  {query: 'nonce_reused', expect: [api('errors'), hmacGuide], what: 'error code'},
  {query: 'provisioning_limit_exceeded', expect: [api('errors'), api('provision-gift-card')], what: 'error code'},
  {query: 'gift_card_not_voidable', expect: [api('errors'), api('void-card')], what: 'error code'},
  {query: 'idempotency_key_reused', expect: [api('errors')], what: 'error code'},
  {query: 'error codes', expect: [api('errors')], what: 'error code'},
  {query: 'X-Signature', expect: [hmacGuide], what: 'header'},
  // The overview documents the signing headers in its security scheme.
  {query: 'X-Nonce', expect: [hmacGuide, api('gcm-api')], what: 'header'},
  {query: 'Idempotency-Key', expect: [api('provision-gift-card'), '/docs/introduction'], what: 'header'},
  {query: 'Authorization Bearer', expect: [api('o-auth-2-authentication'), '/docs/introduction'], what: 'header'},
  {query: 'CNAME', expect: ['/docs/additional-support/dns-cutover'], what: 'guide topic'},
  {query: 'settlement report', expect: ['/docs/additional-support/financial-settlements'], what: 'guide topic'},
  {query: 'fraud', expect: ['/docs/additional-support/fraud-prevention-tools'], what: 'guide topic'},
  {query: 'logo guidelines', expect: ['/docs/additional-support/display-guidelines'], what: 'guide topic'},
  {query: 'string to sign', expect: [hmacGuide], what: 'guide topic'},
  {query: 'sandbox environment', expect: ['/docs/introduction'], what: 'guide topic'},
  {query: 'white label', expect: ['/docs/quickstarts/whitelabel/introduction'], what: 'guide topic'},
  {
    query: 'embeddable storefront',
    expect: ['/docs/quickstarts/embeddable-storefront-integration/introduction'],
    what: 'guide topic',
  },
  {query: 'changelog', expect: ['/docs/changelog'], what: 'guide topic'},
  {query: 'integration styles', expect: ['/docs/quickstarts/introduction'], what: 'guide topic'},
  {query: 'webhooks', expect: ['/docs/additional-support/track-status-changes'], what: 'guide topic'},
  {query: 'poll card status', expect: ['/docs/additional-support/track-status-changes'], what: 'guide topic'},
  {query: 'sandbox test values', expect: ['/docs/additional-support/sandbox-test-values'], what: 'guide topic'},
  {
    query: 'test a suspended card',
    expect: ['/docs/additional-support/sandbox-test-values', '/docs/additional-support/fraud-prevention-tools'],
    what: 'guide topic',
  },
  {
    query: 'rate limits',
    expect: ['/docs/introduction', '/docs/api/partner-api/gcm-api', '/docs/additional-support/fraud-prevention-tools'],
    what: 'guide topic',
  },
  {query: 'provison gift card', expect: [api('provision-gift-card')], what: 'typo'},
  {query: 'setlement', expect: ['/docs/additional-support/financial-settlements'], what: 'typo'},
  // "signature" is the guide and the sandbox helpers that compute one.
  {
    query: 'signiture',
    expect: [
      hmacGuide,
      api('hmac-provisioning-signature'),
      api('hmac-authorization-signature'),
      api('hmac-get-cards-signature'),
    ],
    what: 'typo',
  },
];
