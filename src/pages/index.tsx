import type {ReactNode} from 'react';
import Layout from '@theme/Layout';

import {brand} from '@site/src/data/brand';
import {apiReferenceLinks, homeDescription, homeSections, integrationStyles, keyGuides} from '@site/src/data/home';

import HomeHero from './_components/HomeHero';
import LinkCardSection, {type LinkCard} from './_components/LinkCardSection';

const styleCards: LinkCard[] = integrationStyles.map((style) => ({
  ...style,
  facts: [
    {label: 'Effort', value: style.effort},
    {label: 'Hosted for you', value: style.hostedForYou},
  ],
}));

export default function Home(): ReactNode {
  return (
    <Layout title="Home" description={`${brand.tagline} ${homeDescription}`}>
      <main>
        <HomeHero />
        <LinkCardSection {...homeSections.styles} cards={styleCards} />
        <LinkCardSection {...homeSections.apiReference} cards={apiReferenceLinks} />
        <LinkCardSection {...homeSections.guides} cards={keyGuides} />
      </main>
    </Layout>
  );
}
