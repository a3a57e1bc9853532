/**
 * Vitest's global setup: the run's scratch folders (each test's `mkdtemp` under `os.tmpdir()`)
 * go in one folder of the run, removed when the run ends, so that a test that leaves its own
 * behind (a failed one, or one whose cleanup is its process's exit) does not fill the machine's
 * /tmp: a run left about a hundred folders there, a copy of the repository among them.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  const previous = process.env.TMPDIR;
  const dir = mkdtempSync(path.join(tmpdir(), 'gcm-unit-'));
  // Read by os.tmpdir() in the test workers, which start after this.
  process.env.TMPDIR = dir;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(dir, {recursive: true, force: true});
  };
}
