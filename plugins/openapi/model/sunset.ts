/**
 * When a deprecated operation, parameter or field stops working: its `x-sunset` extension, a
 * date (`"2025-10-31"`, the last day it works, as the `Sunset` response header announces it).
 * A sunset on something not deprecated, or one that is not a real date, stops the build at
 * its place in the description.
 */
import {isObject, toPointer} from './json';
import type {Problem} from '../../shared/problems';

export const SUNSET_EXTENSION = 'x-sunset';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date as a `Date` (UTC), or undefined when it is not a real `YYYY-MM-DD` date. */
function parseDate(value: unknown): Date | undefined {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

/** The sunset of an operation, parameter or schema, as `YYYY-MM-DD`, if it has a valid one. */
export function sunsetOf(node: unknown): string | undefined {
  if (!isObject(node)) return undefined;
  const value = (node as Record<string, unknown>)[SUNSET_EXTENSION];
  return parseDate(value) ? String(value) : undefined;
}

/** `2025-10-31` → `31 October 2025`. */
export function sunsetWords(sunset: string): string {
  const date = parseDate(sunset);
  if (!date) return sunset;
  return date.toLocaleDateString('en-GB', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
}

/** Every `x-sunset` of the description that is not a real date on something deprecated. */
export function checkSunsets(
  root: unknown,
  locate: (pointer: string) => {file: string; line: number; col: number},
): Problem[] {
  const problems: Problem[] = [];
  const visit = (node: unknown, at: (string | number)[]) => {
    if (Array.isArray(node)) return node.forEach((child, i) => visit(child, [...at, i]));
    if (!isObject(node)) return;
    const record = node as Record<string, unknown>;
    if (SUNSET_EXTENSION in record) {
      const pointer = toPointer([...at, SUNSET_EXTENSION]);
      const value = record[SUNSET_EXTENSION];
      if (!parseDate(value))
        problems.push({
          ...locate(pointer),
          rule: 'sunset',
          message: `${SUNSET_EXTENSION} must be a date written YYYY-MM-DD, such as "2025-10-31" (found ${JSON.stringify(value)})`,
        });
      else if (record.deprecated !== true)
        problems.push({
          ...locate(pointer),
          rule: 'sunset',
          message: `${SUNSET_EXTENSION} is only for what is deprecated: add "deprecated": true here, or remove the sunset`,
        });
    }
    for (const [key, child] of Object.entries(record))
      if (key !== 'example' && key !== 'examples') visit(child, [...at, key]);
  };
  visit(root, []);
  return problems;
}
