import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import {brand} from '@site/src/data/brand';

export default function Home(): ReactNode {
  return (
    <Layout title="Home" description={brand.tagline}>
      <main className="container margin-vert--xl">
        <Heading as="h1">{brand.siteTitle}</Heading>
        <p>{brand.tagline}</p>
        <p>
          <Link className="button button--primary margin-right--sm" to="/docs/introduction">
            Read the introduction
          </Link>
          <Link className="button button--secondary" to="/docs/api/partner-api/gcm-api">
            Open the API reference
          </Link>
        </p>
      </main>
    </Layout>
  );
}
