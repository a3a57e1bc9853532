import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * Guides are ordered by hand. Financial settlements and the two API provisioning
 * quickstart pages are deliberately left out: they are reached from the pages that
 * need them, and show this sidebar with `displayed_sidebar: guideSidebar` (breadcrumbs
 * place them by their folder: src/theme/DocItem/Layout). The API sidebar is generated
 * with the reference (sidebars.ts). A module of its own, so tests can read it before the
 * reference is generated.
 */
export const guideSidebar: SidebarsConfig[string] = [
  'introduction',
  {
    type: 'category',
    label: 'Quickstarts',
    collapsed: false,
    link: {type: 'doc', id: 'quickstarts/introduction'},
    items: [
      'quickstarts/components/introduction',
      'quickstarts/components-custom-provider/introduction',
      'quickstarts/embeddable-storefront-integration/introduction',
      'quickstarts/integrated/introduction',
      'quickstarts/whitelabel/introduction',
    ],
  },
  {
    type: 'category',
    label: 'Additional support',
    collapsed: false,
    link: {
      type: 'generated-index',
      slug: '/category/additional-support',
      title: 'Additional support',
      description:
        'Guides for the work around an integration: managing your partner console, signing requests, embedding components, displaying cards, preventing fraud, tracking status changes, testing in the sandbox and moving a white-label domain.',
    },
    items: [
      'additional-support/partner-console',
      'additional-support/hmac-signature-generation',
      'additional-support/components-script',
      'additional-support/display-guidelines',
      'additional-support/fraud-prevention-tools',
      'additional-support/track-status-changes',
      'additional-support/sandbox-test-values',
      'additional-support/dns-cutover',
    ],
  },
  'changelog',
  'changes-since',
];
