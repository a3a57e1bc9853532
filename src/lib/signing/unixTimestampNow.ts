/** The current time as an `X-Timestamp` value: whole Unix seconds. */
export function unixTimestampNow(now: number = Date.now()): string {
  return String(Math.floor(now / 1000));
}
