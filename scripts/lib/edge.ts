/**
 * How `wrangler pages dev` is run here, by `npm run serve:edge` and the e2e suite: offline,
 * quiet and reproducible.
 */

/** The workerd behaviour the site is served with (wrangler 4.86's workerd supports it). */
export const COMPATIBILITY_DATE = '2026-04-01';

/** No telemetry, no error reports, no update check (it runs with the banner), no Request.cf download. */
export const edgeEnv: Readonly<Record<string, string>> = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

export function pagesDevArgs(options: {dir: string; host: string; port: string; state: string}): string[] {
  return [
    'pages',
    'dev',
    options.dir,
    '--ip',
    options.host,
    '--port',
    options.port,
    '--compatibility-date',
    COMPATIBILITY_DATE,
    '--persist-to',
    options.state,
    '--show-interactive-dev-session=false',
    '--live-reload=false',
  ];
}

/**
 * A filter of wrangler's stderr that leaves out workerd's reports of connections the client
 * closed (`disconnected: ::write(…): Broken pipe`, each with a stack line and blank lines).
 */
export function withoutDroppedConnections(): (text: string) => string {
  let skipping = false;
  return (text) =>
    text
      .split(/(?<=\n)/)
      .filter((line) => {
        if (/disconnected: ::write\(.*Broken pipe|Connection reset by peer/.test(line)) skipping = true;
        else if (
          skipping &&
          !/^(stack: .*)?$/.test(
            line
              .replaceAll('\u001b', '')
              .replace(/\[[0-9;]*m/g, '')
              .trim(),
          )
        )
          skipping = false;
        return !skipping;
      })
      .join('');
}
