/**
 * Where the 404 page sends a reader who followed a broken link, besides search.
 * src/data/__tests__/notFound.test.ts checks every link.
 */
import type {HomeLink} from './home';

export const notFoundLinks: readonly HomeLink[] = [
  {
    title: 'Introduction',
    description: 'Concepts, environments, credentials and your first request.',
    to: '/docs/introduction',
  },
  {
    title: 'Quickstarts',
    description: 'Six integration styles, each from sandbox credentials to going live.',
    to: '/docs/quickstarts/introduction',
  },
  {
    title: 'API reference',
    description: 'Every operation and schema, with the error codes.',
    to: '/docs/api/partner-api/gcm-api',
  },
  {
    title: 'Changelog',
    description: 'What changed in each version of the API.',
    to: '/docs/changelog',
  },
];

/** A reference-only build (`npm run build:reference`) has no guides: its home page lists the reference. */
export const referenceOnlyNotFoundLinks: readonly HomeLink[] = [
  {title: 'API reference', description: 'The home page of this reference, with every group of operations.', to: '/'},
];
