/**
 * In-browser request-signature calculator for the HMAC guide. All signing logic lives in
 * src/lib/signing; this component only collects input and shows results. It computes in an
 * effect (never during render, so it is safe to render at build time), sends nothing and
 * stores nothing.
 */
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';

import {primarySigningVector} from '@site/src/data/signingVectors';
import {
  formatSignatureHeaders,
  generateNonce,
  MAX_CLOCK_SKEW_SECONDS,
  SIGNED_METHODS,
  signRequest,
  unixTimestampNow,
  utf8Bytes,
  validateSigningInput,
  type SignedRequest,
} from '@site/src/lib/signing';

import styles from './styles.module.css';

const COPIED_MESSAGE_MS = 4000;

interface FormValues {
  secret: string;
  partnerId: string;
  method: string;
  path: string;
  timestamp: string;
  nonce: string;
  body: string;
}

type Computation = {state: 'done'; result: SignedRequest} | {state: 'failed'; message: string};

// The first test vector: a worked result is on the page before any script runs.
const INITIAL_VALUES: FormValues = {
  secret: primarySigningVector.secret,
  partnerId: primarySigningVector.partnerId,
  method: primarySigningVector.method,
  path: primarySigningVector.path,
  timestamp: primarySigningVector.timestamp,
  nonce: primarySigningVector.nonce,
  body: typeof primarySigningVector.body === 'string' ? primarySigningVector.body : '',
};
const INITIAL_COMPUTATION: Computation = {
  state: 'done',
  result: {
    bodySha256: primarySigningVector.bodySha256,
    stringToSign: primarySigningVector.stringToSign,
    signature: primarySigningVector.signature,
  },
};

interface FieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Buttons shown next to the control. */
  actions?: ReactNode;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

/** A labelled control with its hint and inline error, both linked through aria-describedby. */
function Field({id, label, hint, error, actions, children}: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.controlRow}>
        {children(describedBy, Boolean(error))}
        {actions}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

interface ResultProps {
  id: string;
  label: string;
  value: string;
  /** Rows of a multi-line result; without it the value is one line of output that wraps where it must. */
  rows?: number;
  copyName: string;
  hint?: string;
  onCopy: (text: string, what: string) => void;
}

/** A read-only result with a copy button named after it ("Copy signature"). */
function Result({id, label, value, rows, copyName, hint, onCopy}: ResultProps) {
  const hintId = `${id}-hint`;
  const describedBy = hint ? hintId : undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.controlRow}>
        {rows === undefined ? (
          // Not a live region (as <output> is by default): a new hash at every key press would be noise.
          <output id={id} className={styles.output} aria-live="off" aria-describedby={describedBy}>
            {value}
          </output>
        ) : (
          <textarea
            id={id}
            className={styles.result}
            readOnly
            rows={rows}
            value={value}
            spellCheck={false}
            aria-describedby={describedBy}
          />
        )}
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => onCopy(value, copyName)}
          disabled={value === ''}
          aria-label={`Copy ${copyName}`}
        >
          Copy
        </button>
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

export default function SignatureCalculator(): ReactNode {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const [values, setValues] = useState<FormValues>(INITIAL_VALUES);
  const [computation, setComputation] = useState<Computation>(INITIAL_COMPUTATION);
  const [secretVisible, setSecretVisible] = useState(false);
  const [copyStatus, setCopyStatus] = useState('');
  const copyTimer = useRef<ReturnType<typeof setTimeout>>();

  const {secret, method, path, timestamp, nonce, body, partnerId} = values;
  const {valid, errors} = validateSigningInput({secret, method, path, timestamp, nonce});

  useEffect(() => {
    if (!valid) return undefined;
    let current = true; // drop results of inputs the user has already changed
    signRequest({secret, method, path, timestamp, nonce, body}).then(
      (result) => current && setComputation({state: 'done', result}),
      (error: unknown) =>
        current && setComputation({state: 'failed', message: error instanceof Error ? error.message : String(error)}),
    );
    return () => {
      current = false;
    };
  }, [valid, secret, method, path, timestamp, nonce, body]);

  useEffect(() => () => clearTimeout(copyTimer.current), []);

  const update = (field: keyof FormValues) => (event: {target: {value: string}}) =>
    setValues((previous) => ({...previous, [field]: event.target.value}));

  const copy = (text: string, what: string) => {
    clearTimeout(copyTimer.current);
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    const done = (message: string) => {
      setCopyStatus(message);
      copyTimer.current = setTimeout(() => setCopyStatus(''), COPIED_MESSAGE_MS);
    };
    if (!clipboard) {
      done(`Could not copy the ${what}: select the text and copy it yourself.`);
      return;
    }
    clipboard.writeText(text).then(
      () => done(`Copied ${what}.`),
      () => done(`Could not copy the ${what}: select the text and copy it yourself.`),
    );
  };

  // Invalid input shows no result rather than the result of earlier input.
  const result = valid && computation.state === 'done' ? computation.result : undefined;
  const headers = result ? formatSignatureHeaders({partnerId, timestamp, nonce, signature: result.signature}) : '';
  const bodyBytes = utf8Bytes(body).byteLength;

  return (
    <form className={styles.calculator} onSubmit={(event) => event.preventDefault()} autoComplete="off" noValidate>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Request</legend>
        <p className={styles.note}>
          Everything is computed in your browser as you type. Nothing is sent anywhere, and the secret is not stored.
        </p>

        <Field
          id={id('secret')}
          label="Signing secret"
          error={errors.secret}
          actions={
            // The label names the action, so no aria-pressed: "Hide secret, pressed" would contradict it.
            <button
              type="button"
              className="button button--sm button--secondary"
              aria-controls={id('secret')}
              onClick={() => setSecretVisible((visible) => !visible)}
            >
              {secretVisible ? 'Hide secret' : 'Show secret'}
            </button>
          }
        >
          {(describedBy, invalid) => (
            <input
              id={id('secret')}
              className={styles.input}
              type={secretVisible ? 'text' : 'password'}
              value={secret}
              onChange={update('secret')}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>

        <Field
          id={id('partner-id')}
          label="Partner ID"
          hint="Optional. Used only for the X-Partner-Id header; it is not part of the signature."
        >
          {(describedBy) => (
            <input
              id={id('partner-id')}
              className={styles.input}
              value={partnerId}
              onChange={update('partnerId')}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={describedBy}
            />
          )}
        </Field>

        <Field id={id('method')} label="Method" error={errors.method}>
          {(describedBy, invalid) => (
            <select
              id={id('method')}
              className={styles.select}
              value={method}
              onChange={update('method')}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            >
              {SIGNED_METHODS.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>

        <Field
          id={id('path')}
          label="Path"
          hint="The path and query string exactly as sent, starting with /."
          error={errors.path}
        >
          {(describedBy, invalid) => (
            <input
              id={id('path')}
              className={styles.input}
              value={path}
              onChange={update('path')}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>

        <Field
          id={id('timestamp')}
          label="Timestamp"
          hint={`Unix time in seconds. The server accepts it within ${MAX_CLOCK_SKEW_SECONDS} seconds of its own clock.`}
          error={errors.timestamp}
          actions={
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={() => setValues((previous) => ({...previous, timestamp: unixTimestampNow()}))}
            >
              Now
            </button>
          }
        >
          {(describedBy, invalid) => (
            <input
              id={id('timestamp')}
              className={styles.input}
              value={timestamp}
              onChange={update('timestamp')}
              inputMode="numeric"
              autoComplete="off"
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>

        <Field
          id={id('nonce')}
          label="Nonce"
          hint="Use a new value for every request."
          error={errors.nonce}
          actions={
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={() => setValues((previous) => ({...previous, nonce: generateNonce()}))}
            >
              New nonce
            </button>
          }
        >
          {(describedBy, invalid) => (
            <input
              id={id('nonce')}
              className={styles.input}
              value={nonce}
              onChange={update('nonce')}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>

        <Field
          id={id('body')}
          label="Body"
          hint={`Hashed as the UTF-8 bytes of exactly what is here (${bodyBytes} ${bodyBytes === 1 ? 'byte' : 'bytes'}); line breaks are LF. Leave it empty for a request without a body.`}
        >
          {(describedBy) => (
            <textarea
              id={id('body')}
              className={styles.textarea}
              value={body}
              onChange={update('body')}
              rows={5}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={describedBy}
            />
          )}
        </Field>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Result</legend>
        {!valid && <p className={styles.note}>Correct the fields marked above to see the signature.</p>}
        {valid && computation.state === 'failed' && (
          <p className={styles.error} role="alert">
            {computation.message}
          </p>
        )}
        <Result
          id={id('body-sha256')}
          label="Body SHA-256"
          value={result?.bodySha256 ?? ''}
          copyName="body SHA-256"
          onCopy={copy}
        />
        <Result
          id={id('string-to-sign')}
          label="String to sign"
          value={result?.stringToSign ?? ''}
          rows={5}
          copyName="string to sign"
          hint="Five lines separated by LF, with no newline after the last one."
          onCopy={copy}
        />
        <Result
          id={id('signature')}
          label="Signature"
          value={result?.signature ?? ''}
          copyName="signature"
          onCopy={copy}
        />
        <Result
          id={id('headers')}
          label="Headers"
          value={headers}
          rows={4}
          copyName="headers"
          hint={partnerId === '' ? 'Enter a partner ID to include the X-Partner-Id header.' : undefined}
          onCopy={copy}
        />
        <p className={styles.status} aria-live="polite" role="status">
          {copyStatus}
        </p>
      </fieldset>
    </form>
  );
}
