/** The hand-written guides: every .md and .mdx file under docs/, except the generated docs/api/. */
import {readdirSync} from 'node:fs';
import path from 'node:path';

/** Their paths (`docs/introduction.mdx`, …), relative to the repository and sorted. */
export function guideFiles(docsDir = 'docs'): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return full === path.join(docsDir, 'api') ? [] : walk(full);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    });
  return walk(docsDir).sort();
}

/** The docs route of a guide, from its path under docs/: `quickstarts/introduction.mdx` -> `/docs/quickstarts/introduction`. */
export function docRoute(relativePath: string): string {
  return `/docs/${relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/, '')
    .replace(/(^|\/)index$/, '')}`.replace(/\/+$/, '');
}
