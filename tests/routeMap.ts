/** The hand-written routes of the spec's route map, shared by the unit and e2e tests. */

/** The six quickstarts, in the order of the quickstarts overview. */
export const QUICKSTART_STYLE_URLS = [
  '/docs/quickstarts/api/provisioning/introduction',
  '/docs/quickstarts/components/introduction',
  '/docs/quickstarts/components-custom-provider/introduction',
  '/docs/quickstarts/embeddable-storefront-integration/introduction',
  '/docs/quickstarts/integrated/introduction',
  '/docs/quickstarts/whitelabel/introduction',
];

/** Every hand-written guide route of the portal. */
export const GUIDE_URLS = [
  '/docs/introduction',
  '/docs/changelog',
  '/docs/quickstarts/introduction',
  '/docs/quickstarts/api/provisioning/provision',
  ...QUICKSTART_STYLE_URLS,
  '/docs/additional-support/display-guidelines',
  '/docs/additional-support/dns-cutover',
  '/docs/additional-support/financial-settlements',
  '/docs/additional-support/fraud-prevention-tools',
  '/docs/additional-support/hmac-signature-generation',
  '/docs/additional-support/components-script',
  '/docs/additional-support/partner-console',
  '/docs/category/additional-support',
];
