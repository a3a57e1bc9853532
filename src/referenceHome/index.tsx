/** The home page of a reference-only build (`npm run build:reference`): a way into the reference. */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';

export default function ReferenceHome(): ReactNode {
  const [version] = Object.values(useAllDocsData())[0].versions;
  const overview = version.sidebars?.apiSidebar?.link;
  return (
    <Layout title="API reference">
      <main className="container margin-vert--xl">
        <h1>API reference</h1>
        <p>This site shows only the API reference built from one description.</p>
        {overview && <Link to={overview.path}>Open the {overview.label} reference</Link>}
      </main>
    </Layout>
  );
}
