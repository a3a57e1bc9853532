/** The place in the guide sidebar of a doc left out of its items (src/lib/sidebarPlace). */
import {describe, expect, it} from 'vitest';
import type {PropSidebar, PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {withLeftOutDoc, type DocRef} from '../withLeftOutDoc';

const TITLES: Record<string, string> = {
  introduction: 'Introduction',
  'quickstarts/introduction': 'Quickstarts',
  'quickstarts/components/introduction': 'Components',
  'quickstarts/api/provisioning/introduction': 'API provisioning',
  'quickstarts/api/provisioning/provision': 'Provision a gift card',
  'additional-support/partner-console': 'Partner console',
  'additional-support/financial-settlements': 'Financial settlements',
  changelog: 'Changelog',
  notes: 'Notes',
  'guides/notes': 'Notes',
};
const docAt = (id: string): DocRef | undefined => (TITLES[id] ? {path: `/docs/${id}`, title: TITLES[id]} : undefined);
const link = (id: string): PropSidebarItem => ({type: 'link', label: TITLES[id], href: `/docs/${id}`, docId: id});

/** The shape of the guide sidebar: a category with a doc link, one with a generated index. */
const SIDEBAR: PropSidebar = [
  link('introduction'),
  {
    type: 'category',
    label: 'Quickstarts',
    href: '/docs/quickstarts/introduction',
    collapsed: false,
    collapsible: true,
    items: [link('quickstarts/components/introduction')],
  },
  {
    type: 'category',
    label: 'Additional support',
    href: '/docs/category/additional-support',
    collapsed: false,
    collapsible: true,
    items: [link('additional-support/partner-console')],
  },
  link('changelog'),
];

/** The labels from the outermost item down to the doc's own link, as breadcrumbs follow them. */
function pathTo(items: PropSidebar | null, href: string): string[] | null {
  for (const item of items ?? []) {
    if (item.type === 'link' && item.href === href) return [item.label];
    if (item.type === 'category') {
      const below = item.href === href ? [] : pathTo(item.items, href);
      if (below) return [item.label, ...below];
    }
  }
  return null;
}

const withDoc = (items: PropSidebar, id: string) => withLeftOutDoc(items, {id, ...docAt(id)!}, docAt);
const placed = (items: PropSidebar, id: string) => pathTo(withDoc(items, id), `/docs/${id}`);

describe('withLeftOutDoc', () => {
  it.each([
    ['additional-support/financial-settlements', ['Additional support', 'Financial settlements']],
    // A deeper folder adds its introduction, but never the doc itself.
    ['quickstarts/api/provisioning/provision', ['Quickstarts', 'API provisioning', 'Provision a gift card']],
    ['quickstarts/api/provisioning/introduction', ['Quickstarts', 'API provisioning']],
  ])('places %s under the category of its folder', (id, trail) => {
    expect(placed(SIDEBAR, id)).toEqual(trail);
  });

  it('leaves the sidebar it was given as it was', () => {
    const before = JSON.stringify(SIDEBAR);
    withDoc(SIDEBAR, 'quickstarts/api/provisioning/provision');
    expect(JSON.stringify(SIDEBAR)).toBe(before);
  });

  it('prefers the innermost category that holds the nearest folder', () => {
    const nested: PropSidebar = [
      {
        type: 'category',
        label: 'Quickstarts',
        collapsed: false,
        collapsible: true,
        items: [
          link('quickstarts/components/introduction'),
          {
            type: 'category',
            label: 'API',
            collapsed: false,
            collapsible: true,
            items: [link('quickstarts/api/provisioning/introduction')],
          },
        ],
      },
    ];
    expect(placed(nested, 'quickstarts/api/provisioning/provision')).toEqual([
      'Quickstarts',
      'API',
      'Provision a gift card',
    ]);
  });

  it('has no place for a doc no category holds a neighbour of', () => {
    expect(withDoc(SIDEBAR, 'notes')).toBeNull();
    expect(withDoc(SIDEBAR, 'guides/notes')).toBeNull();
  });
});
