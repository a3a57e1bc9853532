/**
 * A scratch copy of the site for the dev-server test and benchmark, which edit its files: every file of the
 * working tree that git does not ignore (a deleted file that git still tracks is skipped), and a node_modules of links to this checkout's packages (without its .cache, which
 * the checkout's own builds use). `npx tsx scripts/lib/scratchSite.ts DIR` makes it afresh.
 */
import {execFileSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync} from 'node:fs';
import path from 'node:path';

export function makeScratchSite(siteDir: string, scratchDir: string): void {
  rmSync(scratchDir, {recursive: true, force: true});
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: siteDir,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files.filter((name) => existsSync(path.join(siteDir, name)))) {
    mkdirSync(path.dirname(path.join(scratchDir, file)), {recursive: true});
    copyFileSync(path.join(siteDir, file), path.join(scratchDir, file));
  }
  const modules = path.join(siteDir, 'node_modules');
  mkdirSync(path.join(scratchDir, 'node_modules'));
  for (const name of readdirSync(modules).filter((entry) => entry !== '.cache')) {
    symlinkSync(path.join(modules, name), path.join(scratchDir, 'node_modules', name));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  makeScratchSite(process.cwd(), path.resolve(process.argv[2]));
}
