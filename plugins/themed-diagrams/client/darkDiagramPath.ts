/**
 * Where the dark variant of an architecture diagram is served, next to the light one:
 * `/img/diagrams/components.svg` → `/img/diagrams/components-dark.svg`. Shared by the
 * plugin that writes the variants and the component that shows them.
 */
export function darkDiagramPath(lightPath: string): string {
  if (!lightPath.endsWith('.svg')) throw new Error(`${lightPath}: a themed diagram is an SVG file`);
  return lightPath.replace(/\.svg$/, '-dark.svg');
}
