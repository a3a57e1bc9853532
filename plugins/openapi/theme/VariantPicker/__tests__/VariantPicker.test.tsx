/**
 * The variant picker of a polymorphic request body as a reader uses it: pick a shape and the
 * request sample below shows that shape's code, the URL names it and the page remembers it; a
 * shape inside a shape gets its own picker; a link to a shape opens on it; a shape that cannot
 * load says so and leaves the page's own sample. Rendered beside a real CodePanel, with the
 * site's variant files served by a stubbed fetch.
 */
import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {MemoryRouter} from 'react-router-dom';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {PickerData, VariantFile} from '../../../client/variantData';
import CodePanel, {PanelItem} from '../../CodePanel';
import VariantPicker from '../index';

const PAGE = '/docs/api/partner-api/provision-gift-card';

const DATA: PickerData = {
  section: 'request-body',
  title: 'Shape of the request body',
  panel: 'request-sample',
  example: false,
  points: [
    {
      at: 'paymentMethod',
      options: [
        {label: 'Card', key: 'card'},
        {label: 'Bank transfer', key: 'bank_transfer'},
      ],
      context: [],
      pageOption: 0,
    },
    {
      at: 'paymentMethod.account',
      options: [
        {label: 'IBAN', key: 'iban'},
        {label: 'Sort code', key: 'sort_code'},
      ],
      context: ['paymentMethod=1'],
      pageOption: null,
    },
  ],
  selections: [
    {
      choices: ['paymentMethod=1'],
      src: '/api-variants/provision/1.json',
      hash: 'request-body.paymentMethod=bank_transfer',
    },
    {
      choices: ['paymentMethod=1', 'paymentMethod.account=1'],
      src: '/api-variants/provision/2.json',
      hash: 'request-body.paymentMethod=bank_transfer.paymentMethod.account=sort_code',
    },
  ],
};

const OWN_SAMPLE = 'curl https://sandbox.api.gcm.example/v1/gift-cards -d \'{"paymentMethod":{"type":"card"}}\'';
const FILES: Record<string, VariantFile> = {
  '/api-variants/provision/1.json': {
    samples: {curl: 'curl https://sandbox.api.gcm.example/v1/gift-cards -d \'{"paymentMethod":{"iban":"DE89…"}}\''},
  },
  '/api-variants/provision/2.json': {
    samples: {
      curl: 'curl https://sandbox.api.gcm.example/v1/gift-cards -d \'{"paymentMethod":{"sortCode":"40-47-84"}}\'',
    },
  },
};

/** The site's files, as the server gives them; `failing` answers 500. */
function serve(failing: string[] = []) {
  const fetch = vi.fn(async (url: string) =>
    failing.includes(url) || !(url in FILES)
      ? new Response('', {status: 500})
      : new Response(JSON.stringify(FILES[url]), {status: 200, headers: {'Content-Type': 'application/json'}}),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function Code({html}: {html: string}) {
  return <pre dangerouslySetInnerHTML={{__html: html}} />;
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={[PAGE]}>
      <VariantPicker data={JSON.stringify(DATA)} />
      <CodePanel title="Request" id="request-sample" pick="Language">
        <PanelItem value="curl" label="cURL">
          <Code html={OWN_SAMPLE} />
        </PanelItem>
      </CodePanel>
    </MemoryRouter>,
  );
}

/** The request sample a reader sees. */
const requestSample = () =>
  Array.from(screen.getByRole('region', {name: 'Request'}).querySelectorAll('pre'))
    .filter((pre) => !pre.closest('[hidden]'))
    .map((pre) => pre.textContent)
    .join('');

const picker = () => screen.getByRole('group', {name: 'Shape of the request body'});
const status = () => within(picker()).getByRole('status').textContent;

beforeEach(() => window.history.replaceState(null, '', PAGE));
afterEach(() => vi.unstubAllGlobals());

describe('the variant picker', () => {
  it('shows the page’s own shape first, with one picker per variant point', () => {
    serve();
    renderPage();
    const select = within(picker()).getByRole('combobox', {name: 'paymentMethod'});
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Card', 'Bank transfer']);
    expect(select).toHaveProperty('value', '0');
    expect(within(picker()).getAllByRole('combobox')).toHaveLength(1);
    expect(requestSample()).toBe(OWN_SAMPLE);
  });

  it('shows the shape the reader picks in the request sample, names it in the URL, and says so', async () => {
    const user = userEvent.setup();
    serve();
    renderPage();
    await user.selectOptions(within(picker()).getByRole('combobox', {name: 'paymentMethod'}), 'Bank transfer');
    await waitFor(() =>
      expect(status()).toBe('Shown below: paymentMethod: Bank transfer; paymentMethod.account: IBAN.'),
    );
    expect(requestSample()).toBe(FILES['/api-variants/provision/1.json'].samples.curl);
    expect(window.location.hash).toBe('#request-body.paymentMethod=bank_transfer');

    // The shape inside the chosen one gets its picker; its first option is shown.
    const account = within(picker()).getByRole('combobox', {name: 'paymentMethod.account'});
    expect(account).toHaveProperty('value', '0');
    await user.selectOptions(account, 'Sort code');
    await waitFor(() => expect(requestSample()).toBe(FILES['/api-variants/provision/2.json'].samples.curl));
    expect(status()).toBe('Shown below: paymentMethod: Bank transfer; paymentMethod.account: Sort code.');

    // Back to the page's own: its sample, no shape in the URL, nothing to announce.
    await user.selectOptions(within(picker()).getByRole('combobox', {name: 'paymentMethod'}), 'Card');
    await waitFor(() => expect(requestSample()).toBe(OWN_SAMPLE));
    expect(window.location.hash).toBe('');
    expect(status()).toBe('');
    expect(within(picker()).queryByRole('combobox', {name: 'paymentMethod.account'})).toBeNull();
  });

  it('opens on the shape a link names', async () => {
    serve();
    window.history.replaceState(null, '', `${PAGE}#request-body.paymentMethod=bank_transfer`);
    renderPage();
    await waitFor(() => expect(requestSample()).toBe(FILES['/api-variants/provision/1.json'].samples.curl));
    expect(within(picker()).getByRole('combobox', {name: 'paymentMethod'})).toHaveProperty('value', '1');
  });

  it('remembers the shape on the page when the reader comes back', async () => {
    const user = userEvent.setup();
    serve();
    const {unmount} = renderPage();
    await user.selectOptions(within(picker()).getByRole('combobox', {name: 'paymentMethod'}), 'Bank transfer');
    await waitFor(() =>
      expect(status()).toBe('Shown below: paymentMethod: Bank transfer; paymentMethod.account: IBAN.'),
    );
    unmount();

    window.history.replaceState(null, '', PAGE);
    renderPage();
    await waitFor(() => expect(requestSample()).toBe(FILES['/api-variants/provision/1.json'].samples.curl));
    expect(within(picker()).getByRole('combobox', {name: 'paymentMethod'})).toHaveProperty('value', '1');
  });

  it('says when a shape cannot load, and keeps the page’s own sample', async () => {
    const user = userEvent.setup();
    const fetch = serve(['/api-variants/provision/1.json']);
    renderPage();
    await user.selectOptions(within(picker()).getByRole('combobox', {name: 'paymentMethod'}), 'Bank transfer');
    await waitFor(() =>
      expect(status()).toBe('This shape could not be loaded; the panel below shows the page’s own example.'),
    );
    expect(fetch).toHaveBeenCalledWith('/api-variants/provision/1.json');
    expect(requestSample()).toBe(OWN_SAMPLE);
    expect(within(picker()).getByRole('combobox', {name: 'paymentMethod'})).toHaveProperty('value', '1');
  });
});
