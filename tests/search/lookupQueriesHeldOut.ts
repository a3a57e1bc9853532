/**
 * Held-out look-ups in the site's own words (error codes, statuses, headers, fields, features,
 * operation titles and paths), each with the place that defines it. Written apart from the sets
 * the ranking was tuned on (rankingQueries.ts, searchQueries.ts), repeating none of their
 * queries; no tuning looks at them. Answers follow rankingQueries.ts: `route` (any link into the
 * page counts) or `route#anchor` (only that section counts), any one of several being right.
 */
import type {RankedQuery} from '../e2e/rankingQueries';

const api = (slug: string) => `/docs/api/partner-api/${slug}`;
const schema = (name: string, field?: string) => `${api(`schemas/${name}`)}${field ? `#${field}` : ''}`;
const errors = (...codes: string[]) => codes.map((code) => `${api('errors')}#${code}`);
const guide = (slug: string) => `/docs/additional-support/${slug}`;
const overview = api('gcm-api');
const intro = '/docs/introduction';
const hmac = guide('hmac-signature-generation');
const partnerConsole = guide('partner-console');
const fraud = guide('fraud-prevention-tools');
const display = guide('display-guidelines');
const dns = guide('dns-cutover');
const settlements = guide('financial-settlements');
const components = guide('components-script');
const sandboxValues = guide('sandbox-test-values');
const embeddable = '/docs/quickstarts/embeddable-storefront-integration/introduction';
const customProvider = '/docs/quickstarts/components-custom-provider/introduction';

/** The rate-limit sections, where the RateLimit-* headers are defined (as rankingQueries.ts has them). */
const RATE_LIMIT_SECTIONS = [`${intro}#rate-limits`, `${overview}#rate-limits`, `${fraud}#request-rate-limits`];
/** The three sandbox signature helpers, which all return GenerateXSignatureResponse. */
const HELPERS = ['hmac-provisioning-signature', 'hmac-get-cards-signature', 'hmac-authorization-signature'];
const helperField = (field: string) => [
  schema('generatexsignatureresponse', field),
  ...HELPERS.map((slug) => `${api(slug)}#response-200.${field}`),
];
/** A field of ProvisionedGiftCard: its schema entry and where the operations that return cards list it. */
const cardField = (field: string) => [
  schema('provisionedgiftcard', field),
  `${api('provision-gift-card')}#response-201.giftCards.${field}`,
  `${api('get-cards')}#response-200.items.${field}`,
];
/** A field of the business profile, returned by GetBusinessDetails and sent to OnboardBusiness. */
const businessField = (field: string) => [
  schema('businessdetail', field),
  `${api('get-business-details')}#response-200.${field}`,
  schema('businessonboardingrequest', field),
  `${api('onboard-business')}#request.${field}`,
];
/** A field of the Redemption UI token request. */
const tokenRequestField = (field: string) => [
  `${api('create-redemption-ui-authorization-token')}#request.${field}`,
  schema('partnerauthorizationrequest', field),
];
const URL_EXPIRES_AT = [
  `${api('generate-dynamic-image')}#response-201.urlExpiresAt`,
  `${api('get-dynamic-image')}#response-200.urlExpiresAt`,
  schema('generatedynamicimageresponse', 'urlExpiresAt'),
  schema('getdynamicimageurlresponse', 'urlExpiresAt'),
];
const REDEMPTION_URL = [
  ...cardField('redemptionUrl'),
  schema('redemptiontoken', 'redemptionUrl'),
  `${api('create-redemption-ui-authorization-token')}#response-201.redemptionUrl`,
];
const ACCEPTED_TERMS_VERSION = [
  `${api('onboard-business')}#request.acceptedTermsVersion`,
  schema('businessonboardingrequest', 'acceptedTermsVersion'),
  `${partnerConsole}#prepare-to-onboard-businesses`,
];

export const lookupQueriesHeldOut: RankedQuery[] = [
  // Statuses the tuned sets leave out lead to their rows of the error-code reference.
  {
    query: '400 bad request',
    answers: errors('malformed_request', 'validation_failed', 'unsupported_grant_type', 'invalid_scope'),
    what: 'status code',
  },
  {
    query: '422',
    answers: errors(
      'business_not_accepting_gift_cards',
      'amount_out_of_range',
      'currency_not_supported',
      'provisioning_limit_exceeded',
      'gift_card_not_active',
      'origin_not_allowed',
      'unsupported_country',
    ),
    what: 'status code',
  },
  {query: '500', answers: errors('internal_error'), what: 'status code'},

  // Error codes the tuned sets do not ask for, as copied from a response.
  ...[
    'partner_not_active',
    'signature_required',
    'invalid_token',
    'validation_failed',
    'malformed_request',
    'unsupported_grant_type',
    'invalid_scope',
    'not_found',
    'gift_card_not_found',
    'dynamic_image_not_found',
    'idempotency_request_in_progress',
    'business_already_onboarded',
    'business_not_accepting_gift_cards',
    'currency_not_supported',
    'gift_card_not_active',
    'internal_error',
  ].map((code): RankedQuery => ({query: code, answers: errors(code), what: 'error code'})),
  // And as typed from memory.
  {query: 'business not found', answers: errors('business_not_found'), what: 'error code'},
  {query: 'unsupported country', answers: errors('unsupported_country'), what: 'error code'},

  // Headers the tuned sets do not ask for.
  {query: 'RateLimit-Reset', answers: RATE_LIMIT_SECTIONS, what: 'header'},
  {query: 'RateLimit-Limit', answers: RATE_LIMIT_SECTIONS, what: 'header'},
  {
    query: 'Cache-Control no-store',
    answers: [`${api('o-auth-2-authentication')}#response-200.headers.Cache-Control`],
    what: 'header',
  },
  {query: 'Location header', answers: [`${api('onboard-business')}#response-201.headers.Location`], what: 'header'},
  // The token endpoint's page says how Basic authentication is sent; the overview defines the scheme.
  {
    query: 'Authorization: Basic',
    answers: [`${overview}#security-client-secret-basic`, api('o-auth-2-authentication')],
    what: 'header',
  },
  {query: 'application/problem+json', answers: [`${overview}#errors`, schema('problem')], what: 'header'},
  {query: 'Permissions-Policy', answers: [`${components}#content-security-policy`], what: 'header'},
  {query: 'Strict-Transport-Security', answers: [`${dns}#roll-back`], what: 'header'},

  // Fields, where they are defined: the schema's entry and the operations' entries of it.
  {
    query: 'grant_type',
    answers: [
      `${api('o-auth-2-authentication')}#request.grant_type`,
      schema('partnerauthenticationrequest', 'grant_type'),
    ],
    what: 'field',
  },
  {
    query: 'expires_in',
    answers: [
      `${api('o-auth-2-authentication')}#response-200.expires_in`,
      schema('partnerauthenticationresponse', 'expires_in'),
    ],
    what: 'field',
  },
  {query: 'signatureMatches', answers: helperField('signatureMatches'), what: 'field'},
  {query: 'timestampSkewSeconds', answers: helperField('timestampSkewSeconds'), what: 'field'},
  {
    query: 'maskedCode',
    answers: [
      ...cardField('maskedCode'),
      schema('checkbalanceresponse', 'maskedCode'),
      `${api('check-balance')}#response-200.maskedCode`,
    ],
    what: 'field',
  },
  {
    query: 'barcodeFormat',
    answers: [...cardField('barcodeFormat'), `${display}#card-codes-pins-and-barcodes`],
    what: 'field',
  },
  {query: 'redemptionUrl', answers: REDEMPTION_URL, what: 'field'},
  {
    query: 'failureReason',
    answers: [schema('deliveryinforesponse', 'failureReason'), ...cardField('delivery.failureReason')],
    what: 'field',
  },
  {
    query: 'delivery.status',
    answers: [schema('deliveryinforesponse', 'status'), ...cardField('delivery.status')],
    what: 'field',
  },
  {
    query: 'voidedAmount',
    answers: [`${api('void-card')}#response-200.voidedAmount`, schema('voidcardresponse', 'voidedAmount')],
    what: 'field',
  },
  {
    query: 'fraud_suspected',
    answers: [
      `${api('void-card')}#request.reason`,
      schema('voidcardrequest', 'reason'),
      `${fraud}#when-you-suspect-fraud`,
    ],
    what: 'field',
  },
  {query: 'customerReference', answers: tokenRequestField('customerReference'), what: 'field'},
  {query: 'allowedOrigin', answers: tokenRequestField('allowedOrigin'), what: 'field'},
  {query: 'returnUrl', answers: tokenRequestField('returnUrl'), what: 'field'},
  {query: 'show_code', answers: tokenRequestField('permissions'), what: 'field'},
  {
    query: 'expiresInSeconds',
    answers: [
      ...tokenRequestField('expiresInSeconds'),
      `${api('generate-i-frames-endpoint')}#request.expiresInSeconds`,
      schema('iframerequest', 'expiresInSeconds'),
    ],
    what: 'field',
  },
  {
    query: 'balance_check',
    answers: [
      `${api('generate-i-frames-endpoint')}#request.experience`,
      schema('iframerequest', 'experience'),
      `${embeddable}#choose-the-experience`,
    ],
    what: 'field',
  },
  {
    query: 'preflight',
    answers: [
      `${api('generate-i-frames-endpoint')}#request.preflight`,
      schema('iframerequest', 'preflight'),
      `${embeddable}#2-generate-an-endpoint-with-a-preflight`,
    ],
    what: 'field',
  },
  {
    query: 'sandboxAttribute',
    answers: [
      `${api('generate-i-frames-endpoint')}#response-201.sandboxAttribute`,
      schema('iframeresponse', 'sandboxAttribute'),
    ],
    what: 'field',
  },
  {
    query: 'showAmount',
    answers: [`${api('generate-dynamic-image')}#request.showAmount`, schema('generatedynamicimage', 'showAmount')],
    what: 'field',
  },
  {query: 'urlExpiresAt', answers: URL_EXPIRES_AT, what: 'field'},
  {
    query: 'registrationNumber',
    answers: [
      `${api('onboard-business')}#request.registrationNumber`,
      schema('businessonboardingrequest', 'registrationNumber'),
    ],
    what: 'field',
  },
  {query: 'acceptedTermsVersion', answers: ACCEPTED_TERMS_VERSION, what: 'field'},
  {query: 'redemptionChannels', answers: businessField('redemptionChannels'), what: 'field'},
  {query: 'denominations', answers: businessField('denominations'), what: 'field'},
  {
    query: 'createdFrom',
    answers: [`${api('get-cards')}#query.createdFrom`, `${api('hmac-get-cards-signature')}#query.createdFrom`],
    what: 'field',
  },
  {
    query: 'openNow',
    answers: [
      `${api('search-for-businesses')}#query.openNow`,
      `${api('search-for-businesses')}#response-200.items.openNow`,
      schema('business', 'openNow'),
    ],
    what: 'field',
  },
  // The deprecated parameter: its entry, and the deprecation notices that name it.
  {
    query: 'near parameter',
    answers: [`${api('search-for-businesses')}#query.near`, `${overview}#deprecation`, '/docs/changelog#deprecated'],
    what: 'field',
  },
  {
    query: 'distanceMeters',
    answers: [
      schema('business', 'distanceMeters'),
      `${api('search-for-businesses')}#response-200.items.distanceMeters`,
    ],
    what: 'field',
  },
  {
    query: 'balanceAfter',
    answers: [
      schema('giftcardtransaction', 'balanceAfter'),
      `${api('check-balance')}#response-200.transactions.balanceAfter`,
    ],
    what: 'field',
  },
  {
    query: 'redemption_reversal',
    answers: [schema('giftcardtransaction', 'type'), `${api('check-balance')}#response-200.transactions.type`],
    what: 'field',
  },
  {
    query: 'totalAmount',
    answers: [
      `${api('provision-gift-card')}#response-201.totalAmount`,
      schema('provisionedgiftcardsresponse', 'totalAmount'),
    ],
    what: 'field',
  },
  {
    query: 'itemReference',
    answers: [`${api('provision-gift-card')}#request.items.itemReference`, schema('giftcarditem', 'itemReference')],
    what: 'field',
  },
  {
    query: 'timezone',
    answers: [
      schema('location', 'timezone'),
      `${api('get-business-details')}#response-200.location.timezone`,
      `${api('onboard-business')}#request.location.timezone`,
    ],
    what: 'field',
  },

  // Schemas, by name: their pages.
  {query: 'StatusEnum', answers: [schema('statusenum')], what: 'field'},
  {query: 'GiftCardTransaction', answers: [schema('giftcardtransaction')], what: 'field'},
  {query: 'BusinessOnboardingRequest', answers: [schema('businessonboardingrequest')], what: 'field'},
  {query: 'HttpStatusCode', answers: [schema('httpstatuscode')], what: 'field'},

  // Features, concepts and limits the tuned sets leave out, to the section (or guide) that defines them.
  {query: 'sandbox base URL', answers: [`${overview}#environments`, `${intro}#environments`], what: 'topic'},
  {
    query: 'identifier prefixes',
    answers: [`${intro}#identifiers-at-a-glance`, `${overview}#requests-and-responses`],
    what: 'topic',
  },
  {query: 'minor units', answers: [`${overview}#requests-and-responses`, `${display}#amounts`], what: 'topic'},
  {
    query: 'versioning',
    answers: [`${overview}#versioning`, '/docs/changelog#versioning-and-deprecation-policy'],
    what: 'topic',
  },
  {query: 'changes since your version', answers: ['/docs/changes-since'], what: 'topic'},
  {query: 'signatures:debug', answers: [`${overview}#access-tokens`, `${overview}#security-o-auth-2`], what: 'topic'},
  {
    query: 'timestamp tolerance',
    answers: [
      `${hmac}#what-gcm-checks`,
      `${hmac}#the-timestamp-is-out-of-range`,
      `${overview}#security-hmac-signature`,
    ],
    what: 'topic',
  },
  {
    query: 'signature worked example',
    answers: [`${hmac}#worked-example`, `${overview}#security-hmac-signature`],
    what: 'topic',
  },
  {query: 'signature calculator', answers: [`${hmac}#check-your-values-in-the-calculator`], what: 'topic'},
  {query: 'signing sample', answers: [`${hmac}#sign-requests-in-your-language`], what: 'topic'},
  {query: 'hex in upper case', answers: [`${hmac}#the-hex-is-in-upper-case`], what: 'topic'},
  {
    query: 'maximum cards per order',
    answers: [
      `${fraud}#order-rules`,
      schema('giftcarditem', 'quantity'),
      `${api('provision-gift-card')}#request.items`,
    ],
    what: 'topic',
  },
  {query: 'risk signals', answers: [`${fraud}#risk-signals`], what: 'topic'},
  {query: 'gcm-components.js', answers: [`${components}#load-the-script`], what: 'topic'},
  {query: 'gcm-redemption', answers: [`${components}#gcm-redemption`], what: 'topic'},
  {query: 'gcm-catalog', answers: [`${components}#gcm-catalog`], what: 'topic'},
  {query: 'gcm:order-placed', answers: [`${components}#events`], what: 'topic'},
  {query: 'token-rejected', answers: [`${components}#errors`], what: 'topic'},
  {query: 'provider contract', answers: [`${customProvider}#the-provider-contract`], what: 'topic'},
  {query: 'safe area', answers: [`${display}#safe-area-and-clear-space`], what: 'topic'},
  {query: 'expiry date time zone', answers: [`${display}#expiry-dates-and-time-zones`], what: 'topic'},
  {query: 'business logos', answers: [`${display}#business-logos`], what: 'topic'},
  {query: '_acme-challenge', answers: [`${dns}#the-records-you-publish`], what: 'topic'},
  {query: 'cutover timeline', answers: [`${dns}#cutover-timeline`], what: 'topic'},
  {query: 'settlement cycle', answers: [`${settlements}#the-settlement-cycle`], what: 'topic'},
  {query: 'chargeback', answers: [`${settlements}#customer-payment-disputes`], what: 'topic'},
  {query: 'team roles', answers: [`${partnerConsole}#give-your-team-access`], what: 'topic'},
  {
    query: 'replace a client secret',
    answers: [`${partnerConsole}#replace-a-client-secret-without-downtime`],
    what: 'topic',
  },
  {query: 'go-live review', answers: [`${partnerConsole}#go-live`], what: 'topic'},
  {query: 'polling design', answers: [`${guide('track-status-changes')}#the-polling-design`], what: 'topic'},
  {
    query: 'test_rate_limited',
    answers: [sandboxValues, `${api('provision-gift-card')}#sandbox-test-values`],
    what: 'topic',
  },
  {
    query: 'gc_TestSuspended',
    answers: [
      `${sandboxValues}#test-values`,
      ...['check-balance', 'void-card', 'generate-dynamic-image', 'create-redemption-ui-authorization-token'].map(
        (slug) => `${api(slug)}#sandbox-test-values`,
      ),
    ],
    what: 'topic',
  },
  // The API groups, each with its page (and, for a group of one, its operation).
  {
    query: 'Partner Onboarding API',
    answers: [api('partner-onboarding-api'), api('onboard-business')],
    what: 'topic',
  },
  {query: 'Partner Redemption API', answers: [api('partner-redemption-api')], what: 'topic'},

  // Operations, by title, operationId and path.
  {query: 'get a dynamic image URL', answers: [api('get-dynamic-image')], what: 'operation'},
  {query: 'generate a dynamic gift card image', answers: [api('generate-dynamic-image')], what: 'operation'},
  {
    query: 'compute the signature of a get-cards request',
    answers: [api('hmac-get-cards-signature')],
    what: 'operation',
  },
  {query: 'OnboardBusiness', answers: [api('onboard-business')], what: 'operation'},
  {query: 'CheckBalance', answers: [api('check-balance')], what: 'operation'},
  {query: 'HmacAuthorizationSignature', answers: [api('hmac-authorization-signature')], what: 'operation'},
  {query: 'SearchForBusinesses', answers: [api('search-for-businesses')], what: 'operation'},
  {query: 'POST /v1/oauth2/token', answers: [api('o-auth-2-authentication')], what: 'operation'},
  {query: 'POST /v1/businesses', answers: [api('onboard-business')], what: 'operation'},
  {query: 'GET /v1/businesses/{businessId}', answers: [api('get-business-details')], what: 'operation'},
  {
    query: 'POST /v1/redemption/authorization-tokens',
    answers: [api('create-redemption-ui-authorization-token')],
    what: 'operation',
  },
  {query: '/v1/sandbox/signatures/provisioning', answers: [api('hmac-provisioning-signature')], what: 'operation'},
  {query: '/v1/gift-cards/{giftCardId}/void', answers: [api('void-card')], what: 'operation'},
  {
    query: '/v1/gift-cards/{giftCardId}/dynamic-images/{imageId}',
    answers: [api('get-dynamic-image')],
    what: 'operation',
  },

  // Typos of the terms above.
  {query: 'singature_required', answers: errors('signature_required'), what: 'typo'},
  {query: 'busines_not_found', answers: errors('business_not_found'), what: 'typo'},
  {query: 'redemtionUrl', answers: REDEMPTION_URL, what: 'typo'},
  {query: 'acceptedTermVersion', answers: ACCEPTED_TERMS_VERSION, what: 'typo'},
  {query: 'dns cutovr', answers: [dns], what: 'typo'},
  {query: 'fraud prevension', answers: [fraud], what: 'typo'},
  {query: 'display guidlines', answers: [display], what: 'typo'},
];
