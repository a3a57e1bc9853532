/**
 * The brand, in one place. A white-label operator rebrands the portal by editing
 * this module (and replacing the two files in static/img it points to).
 */
export interface Brand {
  /** Short product name used in titles, the navbar and prose. */
  productName: string;
  /** Long form of the product name. */
  productLongName: string;
  /** Browser title suffix and navbar title. */
  siteTitle: string;
  tagline: string;
  /** Canonical origin of the deployed portal (no trailing slash). */
  siteUrl: string;
  logo: {src: string; srcDark: string; alt: string};
  favicon: string;
  /** Legal lines shown in the dark footer. */
  confidentialityNotice: string;
  copyright: string;
}

export const brand: Brand = {
  productName: 'GCM',
  productLongName: 'Gift Card Marketplace',
  siteTitle: 'GCM Partner Developer Docs',
  tagline: 'Sell, provision and redeem gift cards from your own product with the GCM partner API.',
  siteUrl: 'https://docs.gcm.example',
  logo: {src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', alt: 'GCM Logo'},
  favicon: 'img/favicon.svg',
  confidentialityNotice:
    'Confidential. This documentation is provided to GCM partners under the terms of their partner agreement and must not be redistributed.',
  copyright: 'Copyright © 2024 GCM. Patents pending. All rights reserved.',
};
