import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
// Generated from api/openapi.json by `npm run gen-api` (never committed).
import generatedApiSidebar from './docs/api/partner-api/sidebar';

const API_INFO_DOC = 'api/partner-api/gcm-api';
type SidebarItem = Exclude<SidebarsConfig[string], Record<string, unknown>>[number];

/** The generated items, minus the info page, which becomes the category's own link. */
const apiSidebarItems = (generatedApiSidebar as SidebarItem[]).filter(
  (item) => !(typeof item === 'object' && 'id' in item && item.id === API_INFO_DOC),
);

/**
 * Guides are ordered by hand. Financial settlements and the two API provisioning
 * quickstart pages are deliberately left out: they are reached from the pages that
 * need them.
 */
const sidebars: SidebarsConfig = {
  guideSidebar: [
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
          'Guides for the work around an integration: displaying cards, moving a white-label domain, preventing fraud and signing requests.',
      },
      items: [
        'additional-support/hmac-signature-generation',
        'additional-support/display-guidelines',
        'additional-support/fraud-prevention-tools',
        'additional-support/dns-cutover',
      ],
    },
    'changelog',
  ],
  apiSidebar: [
    {
      type: 'category',
      label: 'Partner API',
      link: {type: 'doc', id: API_INFO_DOC},
      collapsible: false,
      items: apiSidebarItems,
    },
  ],
};

export default sidebars;
