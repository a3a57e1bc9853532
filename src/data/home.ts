/**
 * Content of the home page, kept out of JSX. The product name comes from src/data/brand.ts,
 * so nothing here names it. src/data/__tests__/home.test.ts checks every link.
 */

/** A card or button that leads to one page of the portal. */
export interface HomeLink {
  /** Visible title; also the accessible name of the link. */
  title: string;
  /** One or two sentences on what the reader finds there. */
  description: string;
  /** Site-relative route of a guide or an API reference page. */
  to: string;
}

/** Heading and introduction of one section of the home page. */
export interface HomeSection {
  /** Anchor of the section. */
  id: string;
  title: string;
  intro: string;
}

/** Relative build effort, as compared in the quickstarts overview. */
export type IntegrationEffort = 'Lowest' | 'Low' | 'Low to medium' | 'Medium' | 'High';

export interface IntegrationStyle extends HomeLink {
  effort: IntegrationEffort;
  /** What runs on the marketplace's side in this style, so the partner does not build it. */
  hostedForYou: string;
}

/** Second sentence of the page's meta description, after the brand tagline. */
export const homeDescription =
  'Quickstarts for six integration styles, request signing with HMAC, and the full partner API reference.';

/** What the API lets a partner build, shown under the hero title. */
export const heroLead =
  'Find businesses, issue and void gift cards, check balances, hand card holders to the hosted Redemption UI and embed storefronts in your pages, with one REST API and a sandbox to build against.';

/** A short label that links to the page about it, shown as a chip. */
export type HomeTopic = Pick<HomeLink, 'title' | 'to'>;

/** What the API does, as chips in the hero; each leads to the operation or quickstart it names (an operation by its title). */
export const heroTopics: readonly HomeTopic[] = [
  {title: 'Search for businesses', to: '/docs/api/partner-api/search-for-businesses'},
  {title: 'Provision gift cards', to: '/docs/api/partner-api/provision-gift-card'},
  {title: 'Check a gift card balance', to: '/docs/api/partner-api/check-balance'},
  {
    title: 'Create a Redemption UI authorization token',
    to: '/docs/api/partner-api/create-redemption-ui-authorization-token',
  },
  {title: 'Embeddable storefronts', to: '/docs/quickstarts/embeddable-storefront-integration/introduction'},
];

export const heroActions: {primary: HomeLink; secondary: HomeLink} = {
  primary: {
    title: 'Read the introduction',
    description: 'Concepts, environments, credentials and your first request.',
    to: '/docs/introduction',
  },
  secondary: {
    title: 'Open the API reference',
    description: 'Every operation and schema, with the error catalogue and rate limits.',
    to: '/docs/api/partner-api/gcm-api',
  },
};

export const homeSections: {styles: HomeSection; apiReference: HomeSection; guides: HomeSection} = {
  styles: {
    id: 'integration-styles',
    title: 'Start with your integration style',
    intro:
      'Six ways to integrate, from a back-end job that issues cards to a complete storefront on your own domain. Each quickstart takes you from sandbox credentials to a go-live checklist.',
  },
  apiReference: {
    id: 'api-reference',
    title: 'API reference',
    intro:
      'Generated from the OpenAPI description: every operation with its parameters, request and response schemas, errors and code samples.',
  },
  guides: {
    id: 'guides',
    title: 'Guides',
    intro:
      'The work around an integration: signing requests, presenting cards, handling fraud holds, moving a domain and reconciling money.',
  },
};

/** The six quickstarts, in the order of the quickstarts overview. */
export const integrationStyles: readonly IntegrationStyle[] = [
  {
    title: 'API provisioning',
    description:
      'Issue gift cards from your back end when your own events happen: rewards, refunds, bulk orders. No shopper screens to build.',
    to: '/docs/quickstarts/api/provisioning/introduction',
    effort: 'Low',
    hostedForYou: 'Card issuing and email or SMS delivery',
  },
  {
    title: 'Components',
    description:
      'Place a hosted storefront, balance checker and card wallet inside your own pages, prepared by one server route.',
    to: '/docs/quickstarts/components/introduction',
    effort: 'Low to medium',
    hostedForYou: 'Checkout, payment and card secrets',
  },
  {
    title: 'Components with a custom provider',
    description:
      'Keep the hosted catalogue and card screens while your own checkout takes card payments, points or account balance.',
    to: '/docs/quickstarts/components-custom-provider/introduction',
    effort: 'Medium',
    hostedForYou: 'Components script and Redemption UI',
  },
  {
    title: 'Embeddable storefront',
    description:
      'Embed the complete storefront in one iframe that only renders on your origin. The fastest way to start selling.',
    to: '/docs/quickstarts/embeddable-storefront-integration/introduction',
    effort: 'Lowest',
    hostedForYou: 'The whole storefront, checkout included',
  },
  {
    title: 'Integrated',
    description:
      'Build every screen of your web or mobile app on the API: search, business pages, checkout, card images and wallet.',
    to: '/docs/quickstarts/integrated/introduction',
    effort: 'High',
    hostedForYou: 'Card issuing, card images and redemption',
  },
  {
    title: 'White label',
    description:
      'Run a complete storefront under your brand and on your own domain, with support and finance tools on the API.',
    to: '/docs/quickstarts/whitelabel/introduction',
    effort: 'Low',
    hostedForYou: 'A complete website on your domain',
  },
];

/** Entry points into the generated API reference; an operation's card is titled with the operation's title. */
export const apiReferenceLinks: readonly HomeLink[] = [
  {
    title: 'API overview',
    description: 'Environments, authentication, idempotency, pagination, the error code catalogue and rate limits.',
    to: '/docs/api/partner-api/gcm-api',
  },
  {
    title: 'Get an access token',
    description: 'Exchange your client credentials for a bearer token with the scopes you need.',
    to: '/docs/api/partner-api/o-auth-2-authentication',
  },
  {
    title: 'Search for businesses',
    description: 'Find active businesses by text, category, address or distance, page by page.',
    to: '/docs/api/partner-api/search-for-businesses',
  },
  {
    title: 'Provision gift cards',
    description: 'Issue an order of cards for one business, with a required idempotency key.',
    to: '/docs/api/partner-api/provision-gift-card',
  },
  {
    title: 'Check a gift card balance',
    description: 'Read the live balance, status and recent transactions of a card.',
    to: '/docs/api/partner-api/check-balance',
  },
  {
    title: 'Generate an iframe endpoint',
    description: 'Get a single-origin URL for an embedded storefront or balance checker.',
    to: '/docs/api/partner-api/generate-i-frames-endpoint',
  },
];

/** Guides most integrations need besides their quickstart. */
export const keyGuides: readonly HomeLink[] = [
  {
    title: 'HMAC signature generation',
    description: 'Sign requests step by step, check your values in the calculator, and copy a tested sample.',
    to: '/docs/additional-support/hmac-signature-generation',
  },
  {
    title: 'Display guidelines',
    description: 'Present gift cards, codes, amounts and business branding the way card holders expect.',
    to: '/docs/additional-support/display-guidelines',
  },
  {
    title: 'Fraud prevention tools',
    description: 'Velocity limits, suspended cards and reviews, and what to do when one of them fires.',
    to: '/docs/additional-support/fraud-prevention-tools',
  },
  {
    title: 'DNS cutover',
    description: 'Move a white-label storefront onto your own domain, with a way back.',
    to: '/docs/additional-support/dns-cutover',
  },
  {
    title: 'Financial settlements',
    description: 'How provisioned and voided value is settled, and how to reconcile the reports.',
    to: '/docs/additional-support/financial-settlements',
  },
  {
    title: 'Changelog',
    description: 'What changed in each version of the API, including deprecations and sunset dates.',
    to: '/docs/changelog',
  },
];

/** Every link on the home page, for checks. */
export function allHomeLinks(): HomeTopic[] {
  return [
    heroActions.primary,
    heroActions.secondary,
    ...heroTopics,
    ...integrationStyles,
    ...apiReferenceLinks,
    ...keyGuides,
  ];
}
