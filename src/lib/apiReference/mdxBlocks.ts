/** Small MDX building blocks shared by the page renderers. */
import {jsString} from './safeMdx';

/** A fenced code block whose fence can never be closed by its own content. */
export function codeBlock(language: string, title: string, code: string): string {
  const longestRun = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longestRun + 1);
  const safeTitle = title.replace(/"/g, "'");
  return `${fence}${language} title="${safeTitle}"\n${code}\n${fence}`;
}

export function jsonBlock(title: string, value: unknown): string {
  return codeBlock('json', title, JSON.stringify(value, null, 2));
}

/** The method badge and path of an operation, as static JSX. */
export function endpointLine(method: string, path: string, serverUrl?: string): string {
  const lower = method.toLowerCase();
  const server = serverUrl ? `<span className="api-endpoint__server">{${jsString(serverUrl)}}</span>` : '';
  return `<div className="api-endpoint"><span className={${jsString(`badge api-endpoint__method api-method--${lower}`)}}>{${jsString(method.toUpperCase())}}</span><code className="api-endpoint__path">${server}{${jsString(path)}}</code></div>`;
}

export const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '409': 'Conflict',
  '422': 'Unprocessable Content',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '503': 'Service Unavailable',
  default: 'Any other status',
};
