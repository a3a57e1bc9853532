/**
 * The navbar search box as a reader uses it: type and see results as a list of links under the
 * box, move through them with the arrow keys, open one with Enter (or all results), close the list
 * and clear the box with Escape, reach the box with Ctrl+K or "/", and read why there is nothing.
 * The engine (engine.ts) loads Pagefind from the built site, which a unit test has not got: it is
 * replaced by a small one that searches three pages' titles.
 */
import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {MemoryRouter, useLocation} from 'react-router-dom';
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {SearchOutcome} from '../../../client/engine';
import type {SearchHit} from '../../../client/results';
import SearchBar from '../index';

const engine = vi.hoisted(() => {
  const pages: SearchHit[] = [
    {
      url: '/docs/api/partner-api/void-card',
      title: 'Void a gift card',
      kind: 'API reference',
      method: 'post',
      path: '/v1/gift-cards/{giftCardId}/void',
      target: {title: 'Void a gift card', url: '/docs/api/partner-api/void-card', excerpt: '<mark>Void</mark> a card'},
      sections: [],
    },
    {
      url: '/docs/guides/voids-and-refunds',
      title: 'Voids and refunds',
      kind: 'Guides',
      section: 'Docs › Guides',
      target: {
        title: 'When to void a card',
        url: '/docs/guides/voids-and-refunds#when-to-void',
        excerpt: 'You can <mark>void</mark> a card until it is redeemed.',
      },
      sections: [],
    },
    {
      url: '/docs/guides/webhooks',
      title: 'Webhooks',
      kind: 'Guides',
      section: 'Docs › Guides',
      target: {title: 'Webhooks', url: '/docs/guides/webhooks', excerpt: 'Events sent to your endpoint.'},
      sections: [],
    },
  ];
  return {pages, failing: false};
});

vi.mock('../../../client/engine', () => ({
  loadEngine: async () => ({}),
  search: async (_baseUrl: string, query: string): Promise<SearchOutcome> => {
    if (engine.failing) throw new Error('pagefind.js: 404');
    const words = query.toLowerCase().split(/\s+/);
    const hits = engine.pages.filter((page) => words.every((word) => page.title.toLowerCase().includes(word)));
    return {query, hits, total: hits.length, counts: {}};
  },
}));

afterEach(() => {
  engine.failing = false;
});

let location = '';
function Address() {
  const {pathname, search, hash} = useLocation();
  location = `${pathname}${search}${hash}`;
  return null;
}

function renderNavbar() {
  render(
    <MemoryRouter initialEntries={['/docs/introduction']}>
      <SearchBar />
      <main>
        <button type="button">Elsewhere</button>
      </main>
      <Address />
    </MemoryRouter>,
  );
  return screen.getByRole('combobox', {name: 'Search'});
}

const results = () => screen.getByRole('listbox', {name: 'Search results', hidden: true});
const optionNames = () =>
  within(results())
    .queryAllByRole('option')
    .map((option) => option.textContent);

describe('the navbar search box', () => {
  it('shows the pages that match as the reader types, with a link to all results', async () => {
    const user = userEvent.setup();
    const box = renderNavbar();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.type(box, 'void');
    await waitFor(() => expect(screen.getByText('2 pages found.')).toBeTruthy());
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const options = within(results()).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('href'))).toEqual([
      '/docs/api/partner-api/void-card',
      '/docs/guides/voids-and-refunds#when-to-void',
    ]);
    expect(options[0].textContent).toContain('Void a gift card');
    expect(options[0].textContent).toContain('POST /v1/gift-cards/{giftCardId}/void');
    expect(options[1].textContent).toContain('Voids and refunds › When to void a card');
    expect(screen.getByRole('link', {name: 'See all results for “void”'}).getAttribute('href')).toBe('/search?q=void');
  });

  it('moves through the results with the arrow keys and opens one with Enter', async () => {
    const user = userEvent.setup();
    const box = renderNavbar();
    await user.type(box, 'void');
    await waitFor(() => expect(optionNames()).toHaveLength(2));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(results()).getAllByRole('option')[1];
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
    await user.keyboard('{ArrowDown}');
    expect(within(results()).getAllByRole('option')[0].getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(location).toBe('/docs/guides/voids-and-refunds#when-to-void');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the search page with Enter when no result is chosen', async () => {
    const user = userEvent.setup();
    const box = renderNavbar();
    await user.type(box, 'gift card{Enter}');
    expect(location).toBe('/search?q=gift%20card');
  });

  it('closes the list with Escape, and clears the box with a second Escape', async () => {
    const user = userEvent.setup();
    const box = renderNavbar();
    await user.type(box, 'webhooks');
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box).toHaveProperty('value', 'webhooks');
    await user.keyboard('{Escape}');
    expect(box).toHaveProperty('value', '');
  });

  it('closes the list when the focus leaves the search', async () => {
    const user = userEvent.setup();
    const box = renderNavbar();
    await user.type(box, 'webhooks');
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    await user.click(screen.getByRole('button', {name: 'Elsewhere'}));
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('says when nothing matches, and when search cannot load', async () => {
    const user = userEvent.setup();
    const box = renderNavbar();
    await user.type(box, 'xyzzy');
    await waitFor(() => expect(screen.getByText('No results for “xyzzy”. Try fewer or different words.')).toBeTruthy());
    expect(optionNames()).toEqual([]);

    engine.failing = true;
    await user.clear(box);
    await user.type(box, 'void');
    await waitFor(() =>
      expect(
        screen
          .getByText('Search could not load (pagefind.js: 404). Reload the page to try again.')
          .getAttribute('role'),
      ).toBe('status'),
    );
  });

  it('is reached with Ctrl+K from anywhere, and with "/" when the reader is not typing', async () => {
    const user = userEvent.setup();
    const box = renderNavbar();
    expect(box.getAttribute('aria-keyshortcuts')).toBe('Control+K Meta+K /');
    await user.click(screen.getByRole('button', {name: 'Elsewhere'}));
    await user.keyboard('{Control>}k{/Control}');
    expect(document.activeElement).toBe(box);
    await user.click(screen.getByRole('button', {name: 'Elsewhere'}));
    await user.keyboard('/');
    expect(document.activeElement).toBe(box);
    expect(box).toHaveProperty('value', '');
  });
});
