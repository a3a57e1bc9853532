/**
 * One step of the HMAC guide's worked example, rendered from a signing test vector so the page
 * can never drift from the values the tests and samples check. The guide's prose sits between steps.
 */
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';

import {primarySigningVector, vectorBodyText, type SigningVector} from '@site/src/data/signingVectors';
import {formatSignatureHeaders} from '@site/src/lib/signing';

export type WorkedExampleStep = 'inputs' | 'body' | 'bodySha256' | 'stringToSign' | 'signature' | 'headers';

interface Props {
  step: WorkedExampleStep;
  /** Defaults to the first vector, which the calculator also starts from. */
  vector?: SigningVector;
}

function inputsText(vector: SigningVector): string {
  const rows: [string, string][] = [
    ['Signing secret', vector.secret],
    ['X-Partner-Id', vector.partnerId],
    ['Method', vector.method],
    ['Path', vector.path],
    ['X-Timestamp', vector.timestamp],
    ['X-Nonce', vector.nonce],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  return rows.map(([name, value]) => `${name.padEnd(width)}  ${value}`).join('\n');
}

export default function SigningWorkedExample({step, vector = primarySigningVector}: Props): ReactNode {
  switch (step) {
    case 'inputs':
      return (
        <CodeBlock language="text" title="Inputs">
          {inputsText(vector)}
        </CodeBlock>
      );
    case 'body':
      return (
        <CodeBlock language="json" title={`Body: ${vector.bodyByteLength} bytes, sent exactly as shown`}>
          {vectorBodyText(vector)}
        </CodeBlock>
      );
    case 'bodySha256':
      return (
        <CodeBlock language="text" title="Line 5: SHA-256 of the body, lower-case hex">
          {vector.bodySha256}
        </CodeBlock>
      );
    case 'stringToSign':
      return (
        <CodeBlock language="text" title="String to sign: five lines, no newline after the last">
          {vector.stringToSign}
        </CodeBlock>
      );
    case 'signature':
      return (
        <CodeBlock language="text" title="X-Signature: Base64 of HMAC-SHA256">
          {vector.signature}
        </CodeBlock>
      );
    case 'headers':
      return (
        <CodeBlock language="text" title="Headers to send with the request">
          {formatSignatureHeaders(vector)}
        </CodeBlock>
      );
  }
}
