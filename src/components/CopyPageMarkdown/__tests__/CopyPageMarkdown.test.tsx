/**
 * The page's Markdown actions as a reader uses them: each copy says so in the status line,
 * and the prompt for an assistant cites this page's twin and /llms.txt by their full URLs.
 */
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {MemoryRouter} from 'react-router-dom';
import {afterEach, describe, expect, it, vi} from 'vitest';
import CopyPageMarkdown from '../index';

const ROUTE = '/docs/api/partner-api/void-card';

function renderActions() {
  const user = userEvent.setup();
  const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
  render(
    <MemoryRouter initialEntries={[ROUTE]}>
      <CopyPageMarkdown title="Void a gift card" />
    </MemoryRouter>,
  );
  return {user, writeText};
}

afterEach(() => vi.unstubAllGlobals());

describe("the page's Markdown actions", () => {
  it('copies a prompt that cites the twin and the index, and nothing is fetched', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const {user, writeText} = renderActions();
    await user.click(screen.getByRole('button', {name: 'Copy AI prompt'}));
    expect(await screen.findByText(/^Prompt copied/)).toBe(screen.getByRole('status'));
    const prompt = writeText.mock.calls[0][0];
    expect(prompt).toContain(`"Void a gift card", ${window.location.origin}${ROUTE}.md`);
    expect(prompt).toContain(`${window.location.origin}/llms.txt lists every page`);
    expect(prompt).toContain('GCM Partner Docs');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("copies the page's twin, fetched from its URL plus .md", async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('# Void a gift card\n'));
    vi.stubGlobal('fetch', fetch);
    const {user, writeText} = renderActions();
    await user.click(screen.getByRole('button', {name: 'Copy page as Markdown'}));
    expect(await screen.findByText(/^Copied/)).toBe(screen.getByRole('status'));
    expect(fetch).toHaveBeenCalledWith(`${ROUTE}.md`);
    expect(writeText).toHaveBeenCalledWith('# Void a gift card\n');
  });

  it('says when the clipboard refuses, and points to the twin', async () => {
    const {user, writeText} = renderActions();
    writeText.mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', {name: 'Copy AI prompt'}));
    expect(await screen.findByText(/^Could not copy/)).toBe(screen.getByRole('status'));
    expect(screen.getByRole('link', {name: 'View as Markdown'}).getAttribute('href')).toBe(`${ROUTE}.md`);
  });
});
