/**
 * An operation page's code panel as a reader uses it: one sample shown at a time, chosen with
 * the language picker (or `?language=`), the choice shared by every panel of the group and
 * said in the URL, a copy button named after what it copies, and a chosen variant's code shown in
 * place of the page's own. Docusaurus's real useTabs runs underneath (vitest.config.ts).
 */
import {act, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {MemoryRouter, useLocation} from 'react-router-dom';
import {describe, expect, it} from 'vitest';
import {showVariantSamples} from '../../../client/variantStore';
import CodePanel, {PanelItem} from '../index';

/** The prebuilt code block of a generated page (@theme/CodeBlock with `html`), reduced to its HTML. */
function Code({html}: {html: string}) {
  return <pre dangerouslySetInnerHTML={{__html: html}} />;
}

const SAMPLES = [
  {value: 'curl', label: 'cURL', code: 'curl -X POST https://sandbox.api.gcm.example/v1/gift-cards'},
  {value: 'python', label: 'Python', code: 'requests.post("https://sandbox.api.gcm.example/v1/gift-cards")'},
  {value: 'go', label: 'Go', code: 'http.NewRequest("POST", "https://sandbox.api.gcm.example/v1/gift-cards", body)'},
];

function RequestPanel({title = 'Request'}: {title?: string}) {
  return (
    <CodePanel
      title={title}
      id={`${title.toLowerCase()}-sample`}
      pick="Language"
      groupId="code-sample-language"
      queryString="language"
    >
      {SAMPLES.map((sample) => (
        <PanelItem key={sample.value} value={sample.value} label={sample.label}>
          <Code html={sample.code} />
        </PanelItem>
      ))}
    </CodePanel>
  );
}

function renderAt(url: string, ui = <RequestPanel />) {
  return render(<MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>);
}

/** The code a reader sees in a panel: its items' text, less the hidden ones. */
function shownCode(panel: HTMLElement): string[] {
  return Array.from(panel.querySelectorAll('pre'))
    .filter((pre) => !pre.closest('[hidden]'))
    .map((pre) => pre.textContent ?? '');
}

const panelNamed = (name: string) => screen.getByRole('region', {name});

describe('the code panel', () => {
  it('shows the first sample under its heading, and offers every language', () => {
    renderAt('/docs/api/partner-api/provision-gift-card');
    const panel = panelNamed('Request');
    expect(within(panel).getByRole('heading', {name: 'Request'})).toBeTruthy();
    const picker = within(panel).getByRole('combobox', {name: 'Language'});
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['cURL', 'Python', 'Go']);
    expect(picker).toHaveProperty('value', 'curl');
    expect(shownCode(panel)).toEqual([SAMPLES[0].code]);
    expect(within(panel).getByRole('button', {name: 'Copy the request: cURL'})).toBeTruthy();
  });

  it('shows the language the reader picks, and names it on the copy button', async () => {
    const user = userEvent.setup();
    renderAt('/docs/api/partner-api/provision-gift-card');
    const panel = panelNamed('Request');
    await user.selectOptions(within(panel).getByRole('combobox', {name: 'Language'}), 'Go');
    expect(shownCode(panel)).toEqual([SAMPLES[2].code]);
    expect(within(panel).getByRole('button', {name: 'Copy the request: Go'})).toBeTruthy();
  });

  it('copies the sample shown and says so', async () => {
    const user = userEvent.setup();
    renderAt('/docs/api/partner-api/provision-gift-card');
    const panel = panelNamed('Request');
    await user.selectOptions(within(panel).getByRole('combobox', {name: 'Language'}), 'Python');
    await user.click(within(panel).getByRole('button', {name: 'Copy the request: Python'}));
    expect(await navigator.clipboard.readText()).toBe(SAMPLES[1].code);
    expect(within(panel).getByRole('status').textContent).toBe('Copied');
  });

  it('opens on the language the link names (?language=)', () => {
    renderAt('/docs/api/partner-api/provision-gift-card?language=python');
    expect(shownCode(panelNamed('Request'))).toEqual([SAMPLES[1].code]);
  });

  // Whether the choice is remembered on the next page is not tested here: Docusaurus's storage hook
  // reads nothing when NODE_ENV is 'test' (theme-common's useStorageSlot), as it is under vitest.
  it('changes every panel of the group together, and says the choice in the URL', async () => {
    const user = userEvent.setup();
    let url = '';
    function Address() {
      url = `${useLocation().pathname}${useLocation().search}`;
      return null;
    }
    renderAt(
      '/docs/api/partner-api/provision-gift-card',
      <>
        <RequestPanel title="Request" />
        <RequestPanel title="Token" />
        <Address />
      </>,
    );
    await user.selectOptions(within(panelNamed('Request')).getByRole('combobox', {name: 'Language'}), 'Go');
    expect(shownCode(panelNamed('Token'))).toEqual([SAMPLES[2].code]);
    expect(within(panelNamed('Token')).getByRole('combobox', {name: 'Language'})).toHaveProperty('value', 'go');
    expect(url).toBe('/docs/api/partner-api/provision-gift-card?language=go');
  });

  it('shows the chosen variant’s sample in place of its own, and its own again after', () => {
    renderAt('/docs/api/partner-api/provision-gift-card');
    const panel = panelNamed('Request');
    const variant = 'curl -X POST https://sandbox.api.gcm.example/v1/gift-cards -d \'{"paymentMethod":"card"}\'';
    act(() => showVariantSamples('request-body', 'request-sample', {curl: variant}));
    expect(shownCode(panel)).toEqual([variant]);
    act(() => showVariantSamples('request-body', 'request-sample', undefined));
    expect(shownCode(panel)).toEqual([SAMPLES[0].code]);
  });
});
