/** The home page of a reference-only build (`npm run build:reference`): the API's name, and a way into its reference. */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';

export default function ReferenceHome(): ReactNode {
  // The site's title and tagline are the description's `info.title` and `info.summary`.
  const {title, tagline} = useDocusaurusContext().siteConfig;
  const [version] = Object.values(useAllDocsData())[0].versions;
  const overview = version.sidebars?.apiSidebar?.link;
  return (
    <Layout title="API reference" description={tagline || undefined}>
      <main className="container margin-vert--xl">
        <h1>{title}</h1>
        {tagline && <p>{tagline}</p>}
        <p>This site shows only the API reference built from its description.</p>
        {overview && <Link to={overview.path}>Open the {overview.label} reference</Link>}
      </main>
    </Layout>
  );
}
