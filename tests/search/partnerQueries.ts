/**
 * Search queries a partner developer would type in their own words, without knowing the portal's vocabulary:
 * natural questions, synonyms the docs do not use, other word forms of the docs' words, half-remembered names of
 * operations, headers and fields, and queries that name the kind of page they want (an endpoint, an API, an error
 * code, a field). Each lists every page with a section that answers it: a route (any link into the page counts) or,
 * for the two broad pages (the API overview and the introduction), route#anchor of the one section that does.
 *
 * Written on 2026-11-28 by a helper session (an AI assistant) from the guides under docs/ and from
 * api/openapi.json (operation descriptions, info.description, the x-gcm-* extensions and x-error-codes), before
 * any tuning of the search ranking, and without looking at what a search engine returns for them. Half of the
 * set is held out from tuning: see the split in tests/search/querySets.ts.
 */
import type {PartnerQuery} from './types';

const api = (slug: string) => `/docs/api/partner-api/${slug}`;
const guide = (slug: string) => `/docs/additional-support/${slug}`;

export const partnerQueries: PartnerQuery[] = [
  {
    query: 'how do i get a token to call the api',
    answers: [
      api('o-auth-2-authentication'),
      '/docs/introduction#make-your-first-request',
      '/docs/quickstarts/api/provisioning/provision',
    ],
    kind: 'question',
  },
  {
    query: 'what happens when my token expires',
    answers: [api('o-auth-2-authentication'), '/docs/introduction#make-your-first-request', api('errors')],
    kind: 'question',
  },
  {query: 'why is my signature rejected', answers: [guide('hmac-signature-generation')], kind: 'question'},
  {
    query: 'can i cancel a card after the recipient already got it',
    answers: [api('void-card'), '/docs/quickstarts/api/provisioning/provision'],
    kind: 'question',
  },
  {
    query: 'how long is an access token good for',
    answers: [
      api('o-auth-2-authentication'),
      '/docs/introduction#make-your-first-request',
      api('gcm-api#access-tokens'),
    ],
    kind: 'question',
  },
  {
    query: 'how do i know when someone has spent the card',
    answers: [guide('track-status-changes'), api('check-balance')],
    kind: 'question',
  },
  {
    query: 'when am i charged for the cards i issue',
    answers: [guide('financial-settlements'), '/docs/introduction#settlement'],
    kind: 'question',
  },
  {
    query: 'what if i send the same order twice by mistake',
    answers: [
      api('provision-gift-card'),
      api('gcm-api#idempotency'),
      '/docs/quickstarts/api/provisioning/provision',
      '/docs/introduction#provisioning',
    ],
    kind: 'question',
  },
  {
    query: 'how do i test my error handling without real money',
    answers: [guide('sandbox-test-values')],
    kind: 'question',
  },
  {
    query: 'can i get the full card code again later',
    answers: [
      api('provision-gift-card'),
      '/docs/quickstarts/api/provisioning/provision',
      api('get-cards'),
      '/docs/introduction#gift-cards-and-orders',
    ],
    kind: 'question',
  },
  {
    query: 'how many cards can i put in one order',
    answers: [api('provision-gift-card'), guide('fraud-prevention-tools'), '/docs/introduction#gift-cards-and-orders'],
    kind: 'question',
  },
  {
    query: 'why does the embedded shop show a blank frame',
    answers: [guide('components-script'), '/docs/quickstarts/embeddable-storefront-integration/introduction'],
    kind: 'question',
  },
  {
    query: 'how do i move the shop onto my own domain',
    answers: [guide('dns-cutover'), '/docs/quickstarts/whitelabel/introduction'],
    kind: 'question',
  },
  {
    query: 'what should the app show while a card is on hold',
    answers: [guide('display-guidelines'), guide('fraud-prevention-tools')],
    kind: 'question',
  },
  {query: 'how often should i check for card updates', answers: [guide('track-status-changes')], kind: 'question'},
  {
    query: 'how many requests per minute can i send',
    answers: [api('gcm-api#rate-limits'), '/docs/introduction#rate-limits', guide('fraud-prevention-tools')],
    kind: 'question',
  },
  {
    query: 'can customers pay with loyalty points',
    answers: ['/docs/quickstarts/components-custom-provider/introduction', '/docs/quickstarts/introduction'],
    kind: 'question',
  },
  {
    query: 'which integration option fits a rewards program',
    answers: ['/docs/quickstarts/introduction', '/docs/quickstarts/api/provisioning/introduction'],
    kind: 'question',
  },
  {
    query: 'do i have to sign business search requests',
    answers: [
      api('search-for-businesses'),
      guide('hmac-signature-generation'),
      api('gcm-api#request-signing'),
      '/docs/introduction#rules-that-apply-to-every-call',
    ],
    kind: 'question',
  },
  {
    query: 'how do i list the cards i issued yesterday',
    answers: [api('get-cards'), guide('financial-settlements')],
    kind: 'question',
  },
  {
    query: 'can i void a card that was partly used',
    answers: [api('void-card'), guide('financial-settlements'), api('errors')],
    kind: 'question',
  },
  {
    query: 'where do i get my client id and secret',
    answers: ['/docs/introduction#get-your-credentials', guide('partner-console')],
    kind: 'question',
  },
  {
    query: 'when does a business i added show up in search',
    answers: [api('onboard-business'), api('get-business-details')],
    kind: 'question',
  },
  {
    query: 'is the client secret the same as the signing secret',
    answers: ['/docs/introduction#get-your-credentials', guide('hmac-signature-generation'), guide('partner-console')],
    kind: 'question',
  },
  {
    query: 'how long do card image links stay valid',
    answers: [api('generate-dynamic-image'), api('get-dynamic-image'), guide('display-guidelines')],
    kind: 'question',
  },
  {query: 'who on my team can change the api settings', answers: [guide('partner-console')], kind: 'question'},
  {
    query: 'how can card holders check their balance on my help page',
    answers: [
      '/docs/quickstarts/embeddable-storefront-integration/introduction',
      api('generate-i-frames-endpoint'),
      '/docs/quickstarts/introduction',
    ],
    kind: 'question',
  },
  {
    query: 'what do i do if the provisioning call times out',
    answers: ['/docs/quickstarts/api/provisioning/provision', api('provision-gift-card')],
    kind: 'question',
  },
  {
    query: 'what is the most a card can be worth',
    answers: [api('get-business-details'), '/docs/quickstarts/api/provisioning/introduction'],
    kind: 'question',
  },
  {
    query: 'why does it work in sandbox but not in production',
    answers: [guide('partner-console'), '/docs/introduction#environments'],
    kind: 'question',
  },
  {
    query: 'how do i open the redemption page from a native app',
    answers: ['/docs/quickstarts/integrated/introduction', api('create-redemption-ui-authorization-token')],
    kind: 'question',
  },
  {
    query: 'what happens to the money when i void a card',
    answers: [guide('financial-settlements'), api('void-card'), '/docs/introduction#settlement'],
    kind: 'question',
  },
  {
    query: 'how do i dispute a line on my settlement',
    answers: [guide('financial-settlements'), guide('partner-console')],
    kind: 'question',
  },
  {
    query: 'what should i do if my signing secret leaked',
    answers: [guide('partner-console'), '/docs/introduction#get-your-credentials'],
    kind: 'question',
  },
  {query: 'why does the expiry date say 1970', answers: [guide('display-guidelines')], kind: 'question'},
  {
    query: 'can i schedule a card for a birthday',
    answers: [api('provision-gift-card'), '/docs/quickstarts/api/provisioning/introduction'],
    kind: 'question',
  },
  {
    query: 'how do i find out why an email never arrived',
    answers: [api('get-cards'), guide('track-status-changes')],
    kind: 'question',
  },
  {
    query: 'what do i do if a card was bought with a stolen credit card',
    answers: [guide('fraud-prevention-tools'), guide('financial-settlements')],
    kind: 'question',
  },
  {query: 'can i use the root domain for the white label site', answers: [guide('dns-cutover')], kind: 'question'},
  {query: 'what if a business has no logo', answers: [guide('display-guidelines')], kind: 'question'},
  {
    query: 'what changed since i built against 1.0',
    answers: ['/docs/changes-since', '/docs/changelog'],
    kind: 'question',
  },
  {
    query: 'what does the ord_ prefix stand for',
    answers: ['/docs/introduction#identifiers-at-a-glance', api('gcm-api#requests-and-responses')],
    kind: 'question',
  },
  {
    query: 'is there a way to debug my signature in the sandbox',
    answers: [
      guide('hmac-signature-generation'),
      api('hmac-provisioning-signature'),
      api('hmac-get-cards-signature'),
      api('hmac-authorization-signature'),
    ],
    kind: 'question',
  },
  {
    query: 'is the access token a jwt',
    answers: [api('o-auth-2-authentication'), api('schemas/partnerauthenticationresponse')],
    kind: 'question',
  },
  {
    query: 'why is my settlement total different from my records',
    answers: [guide('financial-settlements')],
    kind: 'question',
  },
  {
    query: 'how do i refund a giftcard',
    answers: [api('void-card'), guide('financial-settlements'), '/docs/quickstarts/integrated/introduction'],
    kind: 'question',
  },
  {
    query: 'how do i make the sandbox return a server error',
    answers: [guide('sandbox-test-values'), api('provision-gift-card')],
    kind: 'question',
  },
  {query: 'payout schedule', answers: [guide('financial-settlements'), guide('partner-console')], kind: 'synonym'},
  {
    query: 'api throttling',
    answers: [api('gcm-api#rate-limits'), '/docs/introduction#rate-limits', guide('fraud-prevention-tools')],
    kind: 'synonym',
  },
  {
    query: 'store locator',
    answers: [api('search-for-businesses'), '/docs/quickstarts/integrated/introduction'],
    kind: 'synonym',
  },
  {
    query: 'where is my api key',
    answers: ['/docs/introduction#get-your-credentials', guide('partner-console')],
    kind: 'synonym',
  },
  {query: 'push notifications when a card changes', answers: [guide('track-status-changes')], kind: 'synonym'},
  {
    query: 'stop double charging on retries',
    answers: [api('provision-gift-card'), api('gcm-api#idempotency'), '/docs/quickstarts/api/provisioning/provision'],
    kind: 'synonym',
  },
  {
    query: 'message authentication code header',
    answers: [guide('hmac-signature-generation'), api('gcm-api#request-signing')],
    kind: 'synonym',
  },
  {
    query: 'custom domain for white label shop',
    answers: [guide('dns-cutover'), '/docs/quickstarts/whitelabel/introduction'],
    kind: 'synonym',
  },
  {
    query: 'staging environment base url',
    answers: ['/docs/introduction#environments', api('gcm-api#environments')],
    kind: 'synonym',
  },
  {
    query: 'accounting export of issued cards',
    answers: [guide('financial-settlements'), api('get-cards')],
    kind: 'synonym',
  },
  {
    query: 'mass issue cards to employees',
    answers: ['/docs/quickstarts/api/provisioning/introduction', api('provision-gift-card')],
    kind: 'synonym',
  },
  {
    query: 'gift card widget for my website',
    answers: [
      '/docs/quickstarts/embeddable-storefront-integration/introduction',
      '/docs/quickstarts/components/introduction',
    ],
    kind: 'synonym',
  },
  {
    query: 'web component tags',
    answers: [guide('components-script'), '/docs/quickstarts/components/introduction'],
    kind: 'synonym',
  },
  {
    query: 'balance inquiry',
    answers: [api('check-balance'), '/docs/quickstarts/api/provisioning/provision'],
    kind: 'synonym',
  },
  {query: 'card expiration date display', answers: [guide('display-guidelines')], kind: 'synonym'},
  {
    query: 'deactivate a gift card',
    answers: [api('void-card'), '/docs/quickstarts/api/provisioning/provision'],
    kind: 'synonym',
  },
  {
    query: 'csp rules for embedding',
    answers: [
      guide('components-script'),
      '/docs/quickstarts/embeddable-storefront-integration/introduction',
      '/docs/quickstarts/components/introduction',
    ],
    kind: 'synonym',
  },
  {query: 'error response json shape', answers: [api('gcm-api#errors'), api('schemas/problem')], kind: 'synonym'},
  {query: 'api end of life policy', answers: ['/docs/changelog', api('gcm-api#deprecation')], kind: 'synonym'},
  {query: 'release notes', answers: ['/docs/changelog'], kind: 'synonym'},
  {query: 'next page cursor', answers: [api('gcm-api#pagination')], kind: 'synonym'},
  {
    query: 'send gift card by text message',
    answers: [api('provision-gift-card'), '/docs/quickstarts/api/provisioning/introduction'],
    kind: 'synonym',
  },
  {query: 'partner dashboard login', answers: [guide('partner-console')], kind: 'synonym'},
  {
    query: 'whitelist my domain for the iframe',
    answers: [guide('partner-console'), '/docs/quickstarts/embeddable-storefront-integration/introduction'],
    kind: 'synonym',
  },
  {query: 'magic values to force errors', answers: [guide('sandbox-test-values')], kind: 'synonym'},
  {
    query: 'machine to machine authentication',
    answers: [api('o-auth-2-authentication'), '/docs/introduction#make-your-first-request'],
    kind: 'synonym',
  },
  {
    query: 'amounts in cents or dollars',
    answers: [
      guide('display-guidelines'),
      api('gcm-api#requests-and-responses'),
      '/docs/introduction#rules-that-apply-to-every-call',
    ],
    kind: 'synonym',
  },
  {query: 'add a colleague to the partner portal', answers: [guide('partner-console')], kind: 'synonym'},
  {query: 'card usage history', answers: [api('check-balance')], kind: 'synonym'},
  {
    query: 'node sdk',
    answers: ['/docs/quickstarts/integrated/introduction', guide('hmac-signature-generation')],
    kind: 'synonym',
  },
  {
    query: 'french language storefront',
    answers: [api('generate-i-frames-endpoint'), '/docs/quickstarts/embeddable-storefront-integration/introduction'],
    kind: 'synonym',
  },
  {query: 'store hours of a merchant', answers: [api('get-business-details')], kind: 'synonym'},
  {
    query: 'merchant kyc tax id',
    answers: [api('onboard-business'), '/docs/quickstarts/whitelabel/introduction'],
    kind: 'synonym',
  },
  {
    query: 'daily quota on card value',
    answers: [guide('fraud-prevention-tools'), guide('partner-console')],
    kind: 'synonym',
  },
  {query: 'rss feed for api changes', answers: ['/docs/changelog'], kind: 'synonym'},
  {query: 'credential rollover', answers: [guide('partner-console')], kind: 'synonym'},
  {
    query: 'oauth refresh token',
    answers: [api('o-auth-2-authentication'), '/docs/introduction#make-your-first-request'],
    kind: 'synonym',
  },
  {
    query: 'egift email delivery',
    answers: [api('provision-gift-card'), '/docs/quickstarts/api/provisioning/introduction'],
    kind: 'synonym',
  },
  {query: 'reverse a gift card purchase', answers: [api('void-card'), guide('financial-settlements')], kind: 'synonym'},
  {query: 'ssl certificate for my domain', answers: [guide('dns-cutover')], kind: 'synonym'},
  {query: 'geolocation search', answers: [api('search-for-businesses')], kind: 'synonym'},
  {
    query: 'use my own payment processor',
    answers: [
      '/docs/quickstarts/components-custom-provider/introduction',
      '/docs/quickstarts/integrated/introduction',
      '/docs/quickstarts/introduction',
    ],
    kind: 'synonym',
  },
  {query: 'unfreeze a gift card', answers: [guide('fraud-prevention-tools')], kind: 'synonym'},
  {
    query: 'no-code branded gift shop',
    answers: ['/docs/quickstarts/whitelabel/introduction', '/docs/quickstarts/introduction'],
    kind: 'synonym',
  },
  {
    query: 'drop-in card wallet for account pages',
    answers: ['/docs/quickstarts/components/introduction', guide('components-script')],
    kind: 'synonym',
  },
  {
    query: 'redeeming a card online',
    answers: [api('create-redemption-ui-authorization-token'), '/docs/quickstarts/integrated/introduction'],
    kind: 'word form',
  },
  {query: 'voided cards credited back', answers: [guide('financial-settlements'), api('void-card')], kind: 'word form'},
  {
    query: 'settled funds transfer date',
    answers: [guide('financial-settlements'), guide('partner-console')],
    kind: 'word form',
  },
  {query: 'provisioned cards for an order', answers: [api('get-cards')], kind: 'word form'},
  {
    query: 'signing get requests with query strings',
    answers: [guide('hmac-signature-generation'), api('get-cards')],
    kind: 'word form',
  },
  {
    query: 'onboarding merchants',
    answers: [api('onboard-business'), '/docs/quickstarts/whitelabel/introduction'],
    kind: 'word form',
  },
  {
    query: 'expired gift cards',
    answers: [guide('track-status-changes'), guide('display-guidelines')],
    kind: 'word form',
  },
  {
    query: 'suspended cards fraud review',
    answers: [guide('fraud-prevention-tools'), guide('track-status-changes')],
    kind: 'word form',
  },
  {query: 'rotating signing secrets', answers: [guide('partner-console')], kind: 'word form'},
  {
    query: 'deprecated search parameter',
    answers: [api('search-for-businesses'), '/docs/changelog', api('gcm-api#deprecation')],
    kind: 'word form',
  },
  {
    query: 'embedding the storefront in a page',
    answers: ['/docs/quickstarts/embeddable-storefront-integration/introduction'],
    kind: 'word form',
  },
  {query: 'reconciling settlement reports', answers: [guide('financial-settlements')], kind: 'word form'},
  {query: 'polling for status updates', answers: [guide('track-status-changes')], kind: 'word form'},
  {
    query: 'scheduled deliveries of cards',
    answers: [api('provision-gift-card'), '/docs/quickstarts/api/provisioning/introduction'],
    kind: 'word form',
  },
  {
    query: 'idempotent retries',
    answers: [api('gcm-api#idempotency'), api('provision-gift-card'), '/docs/quickstarts/api/provisioning/provision'],
    kind: 'word form',
  },
  {query: 'verifying domain ownership', answers: [guide('dns-cutover')], kind: 'word form'},
  {query: 'reused nonces', answers: [guide('hmac-signature-generation'), api('errors')], kind: 'word form'},
  {
    query: 'disputed settlement lines',
    answers: [guide('financial-settlements'), guide('partner-console')],
    kind: 'word form',
  },
  {
    query: 'rendered card images',
    answers: [api('generate-dynamic-image'), guide('display-guidelines')],
    kind: 'word form',
  },
  {query: 'registering origins for embeds', answers: [guide('partner-console')], kind: 'word form'},
  {
    query: 'paginated search results',
    answers: [api('search-for-businesses'), api('gcm-api#pagination')],
    kind: 'word form',
  },
  {
    query: 'retrying rate-limited requests',
    answers: [guide('fraud-prevention-tools'), api('gcm-api#rate-limits'), api('errors')],
    kind: 'word form',
  },
  {
    query: 'issuing cards in batches',
    answers: [guide('fraud-prevention-tools'), api('gcm-api#rate-limits')],
    kind: 'word form',
  },
  {
    query: 'masking card codes in logs',
    answers: [guide('display-guidelines'), '/docs/quickstarts/api/provisioning/provision'],
    kind: 'word form',
  },
  {
    query: 'authenticating with client credentials',
    answers: [api('o-auth-2-authentication'), '/docs/introduction#make-your-first-request'],
    kind: 'word form',
  },
  {
    query: 'searching businesses nearby',
    answers: [api('search-for-businesses'), '/docs/quickstarts/integrated/introduction'],
    kind: 'word form',
  },
  {
    query: 'checking balances of cards',
    answers: [api('check-balance'), '/docs/quickstarts/api/provisioning/provision'],
    kind: 'word form',
  },
  {
    query: 'expiring iframe urls',
    answers: [
      api('generate-i-frames-endpoint'),
      guide('components-script'),
      '/docs/quickstarts/embeddable-storefront-integration/introduction',
    ],
    kind: 'word form',
  },
  {query: 'lowering ttl before cutover', answers: [guide('dns-cutover')], kind: 'word form'},
  {
    query: 'failed deliveries',
    answers: [guide('track-status-changes'), api('get-cards'), '/docs/quickstarts/api/provisioning/introduction'],
    kind: 'word form',
  },
  {query: 'rolling back a dns change', answers: [guide('dns-cutover')], kind: 'word form'},
  {
    query: 'refreshing expired image links',
    answers: [api('get-dynamic-image'), guide('display-guidelines')],
    kind: 'word form',
  },
  {
    query: 'simulating a suspended card',
    answers: [guide('sandbox-test-values'), guide('fraud-prevention-tools')],
    kind: 'word form',
  },
  {
    query: 'upgrading from an older api version',
    answers: ['/docs/changes-since', '/docs/changelog'],
    kind: 'word form',
  },
  {query: 'void endpoint', answers: [api('void-card')], kind: 'half-remembered'},
  {query: 'balance endpoint', answers: [api('check-balance')], kind: 'half-remembered'},
  {
    query: 'the signature header',
    answers: [guide('hmac-signature-generation'), api('gcm-api#request-signing')],
    kind: 'half-remembered',
  },
  {query: 'image api', answers: [api('generate-dynamic-image'), api('get-dynamic-image')], kind: 'half-remembered'},
  {query: 'card list call', answers: [api('get-cards')], kind: 'half-remembered'},
  {query: 'nonce thing', answers: [guide('hmac-signature-generation')], kind: 'half-remembered'},
  {
    query: 'idempotency header',
    answers: [api('gcm-api#idempotency'), api('provision-gift-card')],
    kind: 'half-remembered',
  },
  {query: 'x-timestamp seconds or millis', answers: [guide('hmac-signature-generation')], kind: 'half-remembered'},
  {
    query: 'redemption token thing',
    answers: [api('create-redemption-ui-authorization-token')],
    kind: 'half-remembered',
  },
  {query: 'iframe generator', answers: [api('generate-i-frames-endpoint')], kind: 'half-remembered'},
  {query: 'partner ref filter', answers: [api('get-cards')], kind: 'half-remembered'},
  {
    query: 'sandbox signature checker',
    answers: [api('hmac-provisioning-signature'), api('hmac-get-cards-signature'), api('hmac-authorization-signature')],
    kind: 'half-remembered',
  },
  {query: 'business lookup by id', answers: [api('get-business-details')], kind: 'half-remembered'},
  {query: 'oauth token url', answers: [api('o-auth-2-authentication')], kind: 'half-remembered'},
  {
    query: 'request id header',
    answers: [api('gcm-api#requests-and-responses'), '/docs/introduction#rules-that-apply-to-every-call'],
    kind: 'half-remembered',
  },
  {
    query: 'replayed header',
    answers: [api('gcm-api#idempotency'), '/docs/quickstarts/api/provisioning/provision', api('provision-gift-card')],
    kind: 'half-remembered',
  },
  {query: 'gcm components js', answers: [guide('components-script')], kind: 'half-remembered'},
  {
    query: 'retry after header',
    answers: [api('gcm-api#rate-limits'), guide('fraud-prevention-tools')],
    kind: 'half-remembered',
  },
  {
    query: 'ratelimit remaining header',
    answers: [api('gcm-api#rate-limits'), '/docs/introduction#rate-limits', guide('track-status-changes')],
    kind: 'half-remembered',
  },
  {
    query: 'card status list page',
    answers: [api('schemas/statusenum'), guide('track-status-changes')],
    kind: 'half-remembered',
  },
  {query: 'error catalog', answers: [api('errors')], kind: 'half-remembered'},
  {query: 'signing calculator', answers: [guide('hmac-signature-generation')], kind: 'half-remembered'},
  {
    query: 'preflight flag',
    answers: [api('generate-i-frames-endpoint'), '/docs/quickstarts/embeddable-storefront-integration/introduction'],
    kind: 'half-remembered',
  },
  {query: 'fixture card ids sandbox', answers: [guide('sandbox-test-values')], kind: 'half-remembered'},
  {
    query: 'wallet tag token attribute',
    answers: [guide('components-script'), '/docs/quickstarts/components/introduction'],
    kind: 'half-remembered',
  },
  {query: 'onboard endpoint', answers: [api('onboard-business')], kind: 'half-remembered'},
  {query: 'near param search', answers: [api('search-for-businesses'), '/docs/changelog'], kind: 'half-remembered'},
  {query: 'the five line string', answers: [guide('hmac-signature-generation')], kind: 'half-remembered'},
  {
    query: 'frame ancestors thing',
    answers: [
      '/docs/quickstarts/embeddable-storefront-integration/introduction',
      api('generate-i-frames-endpoint'),
      guide('components-script'),
    ],
    kind: 'half-remembered',
  },
  {query: 'acme challenge record', answers: [guide('dns-cutover')], kind: 'half-remembered'},
  {
    query: 'provider object for the catalog tag',
    answers: ['/docs/quickstarts/components-custom-provider/introduction', guide('components-script')],
    kind: 'half-remembered',
  },
  {query: 'get image url call', answers: [api('get-dynamic-image')], kind: 'half-remembered'},
  {
    query: 'idempotancy key retry',
    answers: [api('gcm-api#idempotency'), api('provision-gift-card'), '/docs/quickstarts/api/provisioning/provision'],
    kind: 'half-remembered',
  },
  {
    query: 'customerReference',
    answers: [api('create-redemption-ui-authorization-token'), api('schemas/partnerauthorizationrequest')],
    kind: 'intent',
  },
  {query: 'parentOrigin', answers: [api('generate-i-frames-endpoint'), api('schemas/iframerequest')], kind: 'intent'},
  {query: 'createdFrom', answers: [api('get-cards')], kind: 'intent'},
  {
    query: 'registrationNumber',
    answers: [api('onboard-business'), api('schemas/businessonboardingrequest')],
    kind: 'intent',
  },
  {query: 'showAmount', answers: [api('generate-dynamic-image'), guide('display-guidelines')], kind: 'intent'},
  {query: 'openNow filter', answers: [api('search-for-businesses')], kind: 'intent'},
  {query: 'voidedAmount field', answers: [api('void-card'), api('schemas/voidcardresponse')], kind: 'intent'},
  {query: 'grant_type', answers: [api('o-auth-2-authentication')], kind: 'intent'},
  {
    query: 'failureReason',
    answers: [api('get-cards'), api('provision-gift-card'), api('schemas/deliveryinforesponse')],
    kind: 'intent',
  },
  {
    query: 'signatureMatches',
    answers: [api('hmac-provisioning-signature'), api('hmac-get-cards-signature'), api('hmac-authorization-signature')],
    kind: 'intent',
  },
  {query: 'origin not allowed error', answers: [api('errors'), guide('partner-console')], kind: 'intent'},
  {query: '429 error code', answers: [api('errors'), api('gcm-api#rate-limits')], kind: 'intent'},
  {query: 'business already onboarded error', answers: [api('errors'), api('onboard-business')], kind: 'intent'},
  {query: 'gift card not active error', answers: [api('errors'), guide('fraud-prevention-tools')], kind: 'intent'},
  {query: 'partner_not_active code', answers: [api('errors'), guide('fraud-prevention-tools')], kind: 'intent'},
  {query: 'unsupported country error', answers: [api('errors'), api('onboard-business')], kind: 'intent'},
  {query: 'timestamp out of range error', answers: [api('errors'), guide('hmac-signature-generation')], kind: 'intent'},
  {query: 'insufficient scope 403', answers: [api('errors'), guide('partner-console')], kind: 'intent'},
  {query: 'onboarding api', answers: [api('partner-onboarding-api'), api('onboard-business')], kind: 'intent'},
  {
    query: 'redemption api',
    answers: [api('partner-redemption-api'), api('check-balance'), api('create-redemption-ui-authorization-token')],
    kind: 'intent',
  },
  {query: 'components script events', answers: [guide('components-script')], kind: 'intent'},
  {query: 'settlement report csv columns', answers: [guide('financial-settlements')], kind: 'intent'},
  {query: 'void reason field', answers: [api('void-card'), api('schemas/voidcardrequest')], kind: 'intent'},
  {
    query: 'delivery status values',
    answers: [guide('track-status-changes'), api('schemas/deliveryinforesponse')],
    kind: 'intent',
  },
  {
    query: 'transaction type field',
    answers: [api('check-balance'), api('schemas/giftcardtransaction')],
    kind: 'intent',
  },
  {query: 'listingStatus', answers: [api('get-business-details'), api('schemas/businessdetail')], kind: 'intent'},
  {
    query: 'X-Partner-Id header',
    answers: [guide('hmac-signature-generation'), guide('partner-console')],
    kind: 'intent',
  },
  {query: 'dynamic_image_not_found', answers: [api('errors'), api('get-dynamic-image')], kind: 'intent'},
  {query: 'iframe endpoint api', answers: [api('generate-i-frames-endpoint'), api('i-frames')], kind: 'intent'},
  {query: 'token scopes list', answers: [api('gcm-api#access-tokens')], kind: 'intent'},
  {query: 'barcodeFormat', answers: [api('provision-gift-card'), guide('display-guidelines')], kind: 'intent'},
  {query: 'merchant search api', answers: [api('search-api'), api('search-for-businesses')], kind: 'intent'},
  {
    query: 'amount_out_of_range',
    answers: [api('errors'), api('provision-gift-card'), guide('fraud-prevention-tools')],
    kind: 'intent',
  },
  {query: 'gift card provisioning endpoint', answers: [api('provision-gift-card')], kind: 'intent'},
  {query: 'business details endpoint', answers: [api('get-business-details')], kind: 'intent'},
  {query: 'auth api', answers: [api('partner-authentication-api'), api('o-auth-2-authentication')], kind: 'intent'},
];
