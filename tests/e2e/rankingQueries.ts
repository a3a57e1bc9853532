/**
 * Look-ups a partner types when they already know what they want, each with the place that
 * answers it: the page, or the page and section, that defines the term (not one that only
 * mentions it). search.spec.ts measures how often search puts an answer first (success@1),
 * in the top three (success@3), and the mean reciprocal rank of the first answer.
 *
 * An answer is `route` (the page answers; any link into it counts) or `route#anchor` (only a
 * link to that section counts). Several answers mean any one of them is right, for example
 * each code of a status, or the header's parameter entry and the overview section about it.
 */
export interface RankedQuery {
  query: string;
  answers: string[];
  what: 'status code' | 'error code' | 'header' | 'topic' | 'operation' | 'field' | 'typo';
}

const api = (slug: string) => `/docs/api/partner-api/${slug}`;
const errors = (...codes: string[]) => codes.map((code) => `${api('errors')}#${code}`);
const guide = (slug: string) => `/docs/additional-support/${slug}`;
const hmac = guide('hmac-signature-generation');
const overview = api('gcm-api');
const intro = '/docs/introduction';

const STATUS_401 = errors(
  'invalid_client',
  'invalid_token',
  'signature_required',
  'invalid_signature',
  'timestamp_out_of_range',
  'nonce_reused',
);
/** The signing headers are defined by the guide's table and by the API's security scheme. */
const SIGNING_HEADERS = [`${hmac}#the-headers`, `${overview}#security-hmac-signature`];
/** The deprecation policy, where the Deprecation and Sunset headers are defined. */
const DEPRECATION = [`${overview}#deprecation`, '/docs/changelog#versioning-and-deprecation-policy'];
/** The header's parameter entry, and the overview's section about idempotency. */
const IDEMPOTENCY_KEY = [`${overview}#idempotency`, `${api('provision-gift-card')}#header.Idempotency-Key`];
/** The listingStatus field, with its values, on the schema and the two operations that return it. */
const LISTING_STATUS = [
  `${api('schemas/businessdetail')}#listingStatus`,
  `${api('get-business-details')}#response-200.listingStatus`,
  `${api('onboard-business')}#response-201.listingStatus`,
];
const RATE_LIMIT_SECTIONS = [
  `${intro}#rate-limits`,
  `${overview}#rate-limits`,
  `${guide('fraud-prevention-tools')}#request-rate-limits`,
];

export const rankedQueries: RankedQuery[] = [
  // Status codes lead to their rows of the error-code reference.
  {query: '401', answers: STATUS_401, what: 'status code'},
  {query: '401 unauthorized', answers: STATUS_401, what: 'status code'},
  {query: '429', answers: errors('rate_limited'), what: 'status code'},
  {query: '403', answers: errors('insufficient_scope', 'partner_mismatch', 'partner_not_active'), what: 'status code'},
  {
    query: '409',
    answers: errors(
      'idempotency_key_reused',
      'idempotency_request_in_progress',
      'gift_card_not_voidable',
      'business_already_onboarded',
    ),
    what: 'status code',
  },
  {
    query: '404 not found',
    answers: errors('not_found', 'business_not_found', 'gift_card_not_found', 'dynamic_image_not_found'),
    what: 'status code',
  },

  // Error codes, as copied from a response, and as typed from memory.
  ...[
    'nonce_reused',
    'invalid_signature',
    'rate_limited',
    'idempotency_key_reused',
    'gift_card_not_voidable',
    'origin_not_allowed',
    'timestamp_out_of_range',
    'partner_mismatch',
    'provisioning_limit_exceeded',
    'invalid_client',
  ].map((code): RankedQuery => ({query: code, answers: errors(code), what: 'error code'})),
  {query: 'insufficient scope', answers: errors('insufficient_scope'), what: 'error code'},
  {query: 'amount out of range', answers: errors('amount_out_of_range'), what: 'error code'},
  {query: 'error codes', answers: [api('errors')], what: 'error code'},

  // Header names lead to where the header is defined.
  {
    query: 'Idempotency-Key',
    answers: IDEMPOTENCY_KEY,
    what: 'header',
  },
  {query: 'X-Signature', answers: [...SIGNING_HEADERS, `${hmac}#compute-the-signature`], what: 'header'},
  {query: 'X-Timestamp', answers: SIGNING_HEADERS, what: 'header'},
  {query: 'X-Nonce', answers: SIGNING_HEADERS, what: 'header'},
  {query: 'X-Partner-Id', answers: SIGNING_HEADERS, what: 'header'},
  {
    query: 'Sunset',
    answers: [...DEPRECATION, `${api('search-for-businesses')}#response-200.headers.Sunset`],
    what: 'header',
  },
  {
    query: 'Sunset header',
    answers: [...DEPRECATION, `${api('search-for-businesses')}#response-200.headers.Sunset`],
    what: 'header',
  },
  {query: 'Deprecation header', answers: DEPRECATION, what: 'header'},
  {query: 'Retry-After', answers: RATE_LIMIT_SECTIONS, what: 'header'},
  {query: 'RateLimit-Remaining', answers: RATE_LIMIT_SECTIONS, what: 'header'},
  {query: 'X-Request-Id', answers: [`${overview}#requests-and-responses`], what: 'header'},
  // A header of the partner's own page: the reference's examples name it, the guide explains it.
  {
    query: 'Content-Security-Policy',
    answers: [`${guide('components-script')}#content-security-policy`],
    what: 'header',
  },
  {
    query: 'Idempotent-Replayed',
    answers: [`${overview}#idempotency`, `${api('provision-gift-card')}#response-201.headers.Idempotent-Replayed`],
    what: 'header',
  },

  // Features and concepts lead to the section (or the guide) about them.
  {query: 'rate limit', answers: RATE_LIMIT_SECTIONS, what: 'topic'},
  {query: 'rate limits', answers: RATE_LIMIT_SECTIONS, what: 'topic'},
  {query: 'partner id', answers: [`${guide('partner-console')}#find-your-partner-id-and-credentials`], what: 'topic'},
  {
    query: 'where do I find my partner id',
    answers: [`${guide('partner-console')}#find-your-partner-id-and-credentials`],
    what: 'topic',
  },
  {query: 'webhooks', answers: [`${guide('track-status-changes')}#no-webhooks-poll-instead`], what: 'topic'},
  {query: 'sandbox test values', answers: [guide('sandbox-test-values')], what: 'topic'},
  {query: 'display guidelines', answers: [guide('display-guidelines')], what: 'topic'},
  {query: 'DNS cutover', answers: [guide('dns-cutover')], what: 'topic'},
  {query: 'settlement', answers: [guide('financial-settlements')], what: 'topic'},
  {query: 'settlement report', answers: [`${guide('financial-settlements')}#the-settlement-report`], what: 'topic'},
  {
    query: 'pending_review',
    answers: LISTING_STATUS,
    what: 'topic',
  },
  {query: 'string to sign', answers: [`${hmac}#build-the-string-to-sign`], what: 'topic'},
  {
    query: 'signing secret',
    answers: [`${guide('partner-console')}#issue-and-rotate-the-signing-secret`, `${hmac}#before-you-start`],
    what: 'topic',
  },
  {
    query: 'rotate signing secret',
    answers: [
      `${guide('partner-console')}#issue-and-rotate-the-signing-secret`,
      `${guide('partner-console')}#rotate-it-without-downtime`,
    ],
    what: 'topic',
  },
  {
    query: 'client secret',
    answers: [`${guide('partner-console')}#create-api-clients-and-client-secrets`],
    what: 'topic',
  },
  {
    query: 'register origin',
    answers: [`${guide('partner-console')}#register-origins`, `${guide('dns-cutover')}#registered-origins`],
    what: 'topic',
  },
  {query: 'scopes', answers: [`${overview}#access-tokens`, `${overview}#security-o-auth-2`], what: 'topic'},
  {query: 'pagination', answers: [`${overview}#pagination`], what: 'topic'},
  {query: 'idempotency', answers: [`${overview}#idempotency`], what: 'topic'},
  {
    query: 'card status transitions',
    answers: [`${guide('track-status-changes')}#card-status-transitions`],
    what: 'topic',
  },
  {query: 'velocity limits', answers: [`${guide('fraud-prevention-tools')}#velocity-limits`], what: 'topic'},
  {
    query: 'daily provisioning limit',
    answers: [
      `${guide('fraud-prevention-tools')}#daily-provisioning-value-limit`,
      `${guide('partner-console')}#follow-your-daily-provisioning-value-limit`,
    ],
    what: 'topic',
  },
  {query: 'fraud hold', answers: [`${guide('fraud-prevention-tools')}#holds`], what: 'topic'},
  {query: 'disputes', answers: [`${guide('financial-settlements')}#disputes`], what: 'topic'},
  {query: 'TTL', answers: [`${guide('dns-cutover')}#ttl`], what: 'topic'},
  {
    query: 'content security policy',
    answers: [
      `${guide('components-script')}#content-security-policy`,
      '/docs/quickstarts/components/introduction#4-allow-the-gcm-hosts-in-your-content-security-policy',
      '/docs/quickstarts/embeddable-storefront-integration/introduction#4-allow-the-frame-in-your-content-security-policy',
    ],
    what: 'topic',
  },
  {query: 'gcm-storefront', answers: [`${guide('components-script')}#gcm-storefront`], what: 'topic'},
  {query: 'card art size', answers: [`${guide('display-guidelines')}#size-and-aspect-ratio`], what: 'topic'},
  {query: 'deprecation policy', answers: DEPRECATION, what: 'topic'},
  {query: 'retry provisioning', answers: ['/docs/quickstarts/api/provisioning/provision#retry-safely'], what: 'topic'},
  {query: 'integration styles', answers: ['/docs/quickstarts/introduction'], what: 'topic'},

  // Operations, by what they do and by their path.
  {query: 'void', answers: [api('void-card')], what: 'operation'},
  {query: 'void a card', answers: [api('void-card')], what: 'operation'},
  {query: 'provision gift cards', answers: [api('provision-gift-card')], what: 'operation'},
  {query: 'check balance', answers: [api('check-balance')], what: 'operation'},
  {query: 'list gift cards', answers: [api('get-cards')], what: 'operation'},
  {query: 'onboard a business', answers: [api('onboard-business')], what: 'operation'},
  {query: 'business details', answers: [api('get-business-details')], what: 'operation'},
  {query: 'access token', answers: [api('o-auth-2-authentication')], what: 'operation'},
  {query: 'redemption token', answers: [api('create-redemption-ui-authorization-token')], what: 'operation'},
  {query: 'iframe endpoint', answers: [api('generate-i-frames-endpoint')], what: 'operation'},
  {query: 'POST /v1/iframes', answers: [api('generate-i-frames-endpoint')], what: 'operation'},
  {query: '/v1/gift-cards/{giftCardId}/balance', answers: [api('check-balance')], what: 'operation'},

  // Fields, where they are defined as inputs.
  {
    query: 'partnerReference',
    answers: [
      `${api('provision-gift-card')}#request.partnerReference`,
      `${api('schemas/provisiongiftcardrequest')}#partnerReference`,
    ],
    what: 'field',
  },
  {
    query: 'listingStatus',
    answers: LISTING_STATUS,
    what: 'field',
  },
  {
    query: 'parentOrigin',
    answers: [
      `${api('generate-i-frames-endpoint')}#request.parentOrigin`,
      `${api('schemas/iframerequest')}#parentOrigin`,
    ],
    what: 'field',
  },
  {query: 'radiusMeters', answers: [`${api('search-for-businesses')}#query.radiusMeters`], what: 'field'},
  {query: 'transactionLimit', answers: [`${api('check-balance')}#query.transactionLimit`], what: 'field'},
  {
    query: 'scheduledAt',
    answers: [
      `${api('provision-gift-card')}#request.delivery.scheduledAt`,
      `${api('schemas/deliveryinforequest')}#scheduledAt`,
    ],
    what: 'field',
  },
  {
    query: 'delivery method',
    answers: [`${api('provision-gift-card')}#request.delivery.method`, `${api('schemas/deliveryinforequest')}#method`],
    what: 'field',
  },

  // Typos.
  {
    query: 'idempotncy key',
    answers: IDEMPOTENCY_KEY,
    what: 'typo',
  },
  {query: 'setlement report', answers: [`${guide('financial-settlements')}#the-settlement-report`], what: 'typo'},
  {query: 'webhook', answers: [`${guide('track-status-changes')}#no-webhooks-poll-instead`], what: 'typo'},
  {query: 'ratelimit', answers: RATE_LIMIT_SECTIONS, what: 'typo'},
  {query: 'nonce_resued', answers: errors('nonce_reused'), what: 'typo'},
  {query: 'partner consle', answers: [guide('partner-console')], what: 'typo'},
];
