/**
 * The signature calculator as a reader uses it: it opens on the worked example, recomputes as
 * fields change (checked against the openssl-computed vectors of src/data), says what is wrong
 * with a field beside it, and copies a result.
 */
import {render, screen, waitFor} from '@testing-library/react';
import userEvent, {type UserEvent} from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {primarySigningVector, signingVectors, vectorBodyText} from '@site/src/data/signingVectors';
import SignatureCalculator from '../index';

/** Replaces a field's text the way a reader does: select it all, then paste. */
async function replace(user: UserEvent, label: string, text: string) {
  const field = screen.getByLabelText(label, {exact: true});
  await user.clear(field);
  if (text) await user.paste(text);
}

const output = (label: string) => screen.getByLabelText(label, {exact: true});

describe('the signature calculator', () => {
  it('opens on the worked example, with its headers', () => {
    render(<SignatureCalculator />);
    expect(screen.getByLabelText('Signing secret', {exact: true})).toHaveProperty('value', primarySigningVector.secret);
    expect(screen.getByRole('combobox', {name: 'Method'})).toHaveProperty('value', primarySigningVector.method);
    expect(output('Signature').textContent).toBe(primarySigningVector.signature);
    expect(output('Body SHA-256').textContent).toBe(primarySigningVector.bodySha256);
    expect(output('String to sign')).toHaveProperty('value', primarySigningVector.stringToSign);
    expect((output('Headers') as HTMLTextAreaElement).value).toContain(
      `X-Signature: ${primarySigningVector.signature}`,
    );
  });

  it('signs what the reader enters: another vector gives its openssl signature', async () => {
    const vector = signingVectors.find((v) => v.method === 'GET' && vectorBodyText(v) === '')!;
    const user = userEvent.setup();
    render(<SignatureCalculator />);
    await replace(user, 'Signing secret', vector.secret);
    await user.selectOptions(screen.getByRole('combobox', {name: 'Method'}), 'GET');
    await replace(user, 'Path', vector.path);
    await replace(user, 'Timestamp', vector.timestamp);
    await replace(user, 'Nonce', vector.nonce);
    await replace(user, 'Body', '');
    expect(screen.getByText(/Hashed as the UTF-8 bytes of exactly what is here \(0 bytes\)/)).toBeTruthy();
    await waitFor(() => expect(output('Signature').textContent).toBe(vector.signature));
    expect(output('String to sign')).toHaveProperty('value', vector.stringToSign);
    expect(output('Body SHA-256').textContent).toBe(vector.bodySha256);
  });

  it('says what is wrong beside the field, and shows no stale result', async () => {
    const user = userEvent.setup();
    render(<SignatureCalculator />);
    await replace(user, 'Path', 'https://api.gcm.example/v1/gift-cards');
    const path = screen.getByRole('textbox', {name: 'Path'});
    expect(path.getAttribute('aria-invalid')).toBe('true');
    const described = (path.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id));
    expect(described.map((element) => element?.textContent).join(' ')).toContain(
      'Enter only the path and query string, not the full URL',
    );
    expect(screen.getByText('Correct the fields marked above to see the signature.')).toBeTruthy();
    expect(output('Signature').textContent).toBe('');
    expect(screen.getByRole('button', {name: 'Copy signature'})).toHaveProperty('disabled', true);

    await replace(user, 'Path', primarySigningVector.path);
    expect(path.getAttribute('aria-invalid')).toBe('false');
    await waitFor(() => expect(output('Signature').textContent).toBe(primarySigningVector.signature));
  });

  it('shows the secret on request, and hides it again', async () => {
    const user = userEvent.setup();
    render(<SignatureCalculator />);
    const secret = screen.getByLabelText('Signing secret', {exact: true});
    expect(secret.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', {name: 'Show secret'}));
    expect(secret.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', {name: 'Hide secret'}));
    expect(secret.getAttribute('type')).toBe('password');
  });

  it('fills in a fresh nonce and the current time', async () => {
    const user = userEvent.setup();
    render(<SignatureCalculator />);
    await user.click(screen.getByRole('button', {name: 'New nonce'}));
    const nonce = screen.getByRole('textbox', {name: 'Nonce'}) as HTMLInputElement;
    expect(nonce.value).not.toBe(primarySigningVector.nonce);
    expect(nonce.value).toMatch(/^[0-9a-f-]{36}$/);
    const before = Math.floor(Date.now() / 1000);
    await user.click(screen.getByRole('button', {name: 'Now'}));
    const timestamp = Number((screen.getByRole('textbox', {name: 'Timestamp'}) as HTMLInputElement).value);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    await waitFor(() => expect(output('Signature').textContent).not.toBe(primarySigningVector.signature));
    expect(output('Signature').textContent).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  it('copies a result and says so', async () => {
    const user = userEvent.setup();
    render(<SignatureCalculator />);
    await user.click(screen.getByRole('button', {name: 'Copy signature'}));
    expect(await navigator.clipboard.readText()).toBe(primarySigningVector.signature);
    expect(screen.getByText('Copied signature.').getAttribute('role')).toBe('status');
  });
});
