/**
 * The dark variant of a light architecture diagram: the same drawing with every colour
 * swapped for its counterpart in DARK_PALETTE.
 */
import {DARK_PALETTE} from './palette';

const COLOUR_ATTRIBUTE = /\b(fill|stroke|stop-color|color)="(#[0-9a-fA-F]{6})"/g;

/** Returns the dark SVG; throws, naming the file, on a colour the palette lacks or on CSS it cannot see into. */
export function darkVariant(svg: string, file: string): string {
  if (/<style\b|\bstyle="/.test(svg)) {
    throw new Error(`${file}: colours in CSS cannot be given a dark variant; use fill and stroke attributes`);
  }
  return svg.replace(COLOUR_ATTRIBUTE, (_match, attribute: string, colour: string) => {
    const dark = DARK_PALETTE[colour.toLowerCase()];
    if (!dark) {
      throw new Error(
        `${file}: ${attribute}="${colour}" has no dark counterpart; use a colour of plugins/themed-diagrams/palette.ts or add one there`,
      );
    }
    return `${attribute}="${dark}"`;
  });
}
