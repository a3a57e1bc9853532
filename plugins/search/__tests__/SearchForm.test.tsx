/**
 * The search form of the search page and the 404 page (client/SearchForm.tsx) as a reader uses
 * it: a labelled box that opens the search page on submit, or that searches as the reader types.
 */
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {MemoryRouter, useLocation} from 'react-router-dom';
import {describe, expect, it, vi} from 'vitest';
import SearchForm from '../client/SearchForm';

let location = '';
function Address() {
  const {pathname, search} = useLocation();
  location = `${pathname}${search}`;
  return null;
}

describe('the search form', () => {
  it('opens the search page for what the reader typed (the 404 page)', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/docs/no-such-page']}>
        <SearchForm label="Search the docs" submitLabel="Search" />
        <Address />
      </MemoryRouter>,
    );
    const form = screen.getByRole('search', {name: 'Documentation search'});
    expect(form.getAttribute('action')).toBe('/search');
    await user.type(screen.getByRole('searchbox', {name: 'Search the docs'}), '  void a card ');
    await user.click(screen.getByRole('button', {name: 'Search'}));
    expect(location).toBe('/search?q=void%20a%20card');
  });

  it('searches as the reader types and stays on its page (the search page)', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(
      <MemoryRouter initialEntries={['/search']}>
        <SearchForm label="Search" placeholder="Search the docs" onSearch={onSearch} />
        <Address />
      </MemoryRouter>,
    );
    const box = screen.getByRole('searchbox', {name: 'Search'});
    expect(box.getAttribute('placeholder')).toBe('Search the docs');
    expect(screen.queryByRole('button')).toBeNull();
    await user.type(box, 'iban{Enter}');
    expect(onSearch.mock.calls.map(([query]) => query)).toEqual(['i', 'ib', 'iba', 'iban']);
    expect(location).toBe('/search');
  });
});
