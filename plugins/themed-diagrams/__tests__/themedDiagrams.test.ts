/**
 * The architecture diagrams and their generated dark variants (plugins/themed-diagrams):
 * the dark one is the same drawing, and in both every text meets WCAG AA contrast (4.5:1)
 * against the box it sits on, and arrows and box outlines meet 3:1 against the diagram.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseFragment} from 'parse5';
import {describe, expect, it} from 'vitest';
import {darkVariant} from '../darkVariant';
import {DARK_PALETTE} from '../palette';
import {darkDiagramPath} from '../client/darkDiagramPath';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const diagramsDir = path.join(rootDir, 'static/img/diagrams');
const diagrams = readdirSync(diagramsDir).filter((file) => file.endsWith('.svg'));

interface SvgNode {
  nodeName: string;
  attrs?: {name: string; value: string}[];
  childNodes?: SvgNode[];
  value?: string;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  fill: string;
  stroke: string | undefined;
}

interface Drawing {
  background: string;
  boxes: Box[];
  texts: {text: string; fill: string; box: Box}[];
  strokes: {element: string; stroke: string}[];
}

const attr = (node: SvgNode, name: string) => node.attrs?.find((a) => a.name === name)?.value;

/** Rectangles, texts with the colour they inherit and the last box drawn under them, and line strokes. */
function readDrawing(svg: string): Drawing {
  const boxes: Box[] = [];
  const texts: Drawing['texts'] = [];
  const strokes: Drawing['strokes'] = [];
  const walk = (node: SvgNode, inherited: {fill?: string; stroke?: string}) => {
    if (node.nodeName === 'defs') return;
    const own = {fill: attr(node, 'fill') ?? inherited.fill, stroke: attr(node, 'stroke') ?? inherited.stroke};
    if (node.nodeName === 'rect') {
      const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((name) => Number(attr(node, name) ?? 0));
      boxes.push({x, y, width, height, fill: own.fill ?? '', stroke: attr(node, 'stroke')});
    }
    if (node.nodeName === 'text') {
      const x = Number(attr(node, 'x'));
      const y = Number(attr(node, 'y')) - 4; // inside the glyphs, above the baseline
      const box = [...boxes].reverse().find((b) => x >= b.x && x <= b.x + b.width && y >= b.y && y <= b.y + b.height);
      const text = (node.childNodes ?? []).map((child) => child.value ?? '').join('');
      if (!box) throw new Error(`"${text}" is outside every box`);
      texts.push({text, fill: own.fill ?? '#000000', box});
    }
    if (['line', 'path', 'polyline'].includes(node.nodeName) && own.stroke && own.stroke !== 'none') {
      strokes.push({element: node.nodeName, stroke: own.stroke});
    }
    for (const child of node.childNodes ?? []) walk(child, own);
  };
  const root = (parseFragment(svg) as SvgNode).childNodes?.find((node) => node.nodeName === 'svg');
  if (!root) throw new Error('no <svg> element');
  walk(root, {});
  return {background: boxes[0].fill, boxes, texts, strokes};
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe.each(diagrams)('static/img/diagrams/%s', (file) => {
  const light = readFileSync(path.join(diagramsDir, file), 'utf8');
  const variants = {light, dark: darkVariant(light, file)};

  it('has a dark variant that is the same drawing with only its colours changed', () => {
    const shape = (svg: string) => svg.replace(/#[0-9a-fA-F]{6}/g, '#');
    expect(shape(variants.dark)).toBe(shape(light));
    expect(variants.dark).not.toBe(light);
  });

  it.each(['light', 'dark'] as const)('%s: every text meets 4.5:1 against the box it sits on', (mode) => {
    const {texts} = readDrawing(variants[mode]);
    expect(texts.length).toBeGreaterThan(0);
    const low = texts
      .map(({text, fill, box}) => ({text, ratio: Number(contrast(fill, box.fill).toFixed(2))}))
      .filter(({ratio}) => ratio < 4.5);
    expect(low).toEqual([]);
  });

  it.each(['light', 'dark'] as const)('%s: arrows and box outlines meet 3:1 against the diagram', (mode) => {
    const {background, boxes, strokes} = readDrawing(variants[mode]);
    const outlines = boxes
      .slice(1)
      .filter((box) => box.stroke && box.width > 20)
      .map((box) => box.stroke as string);
    const low = [...outlines, ...strokes.map((s) => s.stroke)]
      .map((stroke) => ({stroke, ratio: Number(contrast(stroke, background).toFixed(2))}))
      .filter(({ratio}) => ratio < 3);
    expect(low).toEqual([]);
  });
});

describe('darkVariant', () => {
  it('maps every palette colour, and refuses a colour or CSS it has no dark counterpart for', () => {
    for (const [lightColour, darkColour] of Object.entries(DARK_PALETTE)) {
      expect(darkVariant(`<rect fill="${lightColour.toUpperCase()}"/>`, 'x.svg')).toBe(`<rect fill="${darkColour}"/>`);
    }
    expect(() => darkVariant('<rect fill="#ff0000"/>', 'static/img/diagrams/x.svg')).toThrow(
      /static\/img\/diagrams\/x\.svg: fill="#ff0000" has no dark counterpart/,
    );
    expect(() => darkVariant('<rect style="fill: #f8fafc"/>', 'x.svg')).toThrow(/CSS/);
  });

  it('serves the dark variant next to the light one', () => {
    expect(darkDiagramPath('/img/diagrams/components.svg')).toBe('/img/diagrams/components-dark.svg');
    expect(() => darkDiagramPath('/img/diagrams/components.png')).toThrow(/SVG/);
  });
});
