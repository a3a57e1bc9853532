/**
 * `npm run test:corpus [-- DIR]`: builds the reference of every OpenAPI description in DIR
 * (default ../shared/specs, public descriptions nobody here wrote) with build:reference,
 * and fails on any build error or any operation missing from the pages. Prints a table.
 */
import {mkdtempSync, readdirSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {loadSpec, SpecError} from '../../plugins/openapi/model';
import {buildReference} from '../../scripts/build-reference';
import {buildComplaints, verifyBuild} from './verifyBuild';

async function main(): Promise<number> {
  const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2] ?? '../shared/specs');
  const files = readdirSync(dir)
    .filter((f) => /\.(json|ya?ml)$/i.test(f))
    .sort();
  if (files.length === 0) {
    console.error(`test:corpus: no .json or .yaml files in ${dir}`);
    return 1;
  }
  const rows: string[][] = [];
  let failures = 0;
  for (const file of files) {
    const spec = path.join(dir, file);
    const out = mkdtempSync(path.join(os.tmpdir(), 'corpus-'));
    const started = Date.now();
    let status = 'ok';
    let detail: string[] = [];
    let counts = ['-', '-', '-'];
    try {
      const model = await loadSpec(spec);
      counts = [String(model.operations.length), String(model.webhooks.length), '-'];
      console.log(`\n▶ ${file}`);
      const build = buildReference(spec, out, {capture: true});
      const complaints = buildComplaints(build.output);
      if (build.status !== 0) {
        status = 'FAILED';
        detail = [`build:reference exited with ${build.status}`, ...build.output.trim().split('\n').slice(-15)];
      } else if (complaints.length > 0) {
        status = 'FAILED';
        detail = complaints;
      } else {
        const report = verifyBuild(model, out);
        counts[2] = String(report.pages);
        if (report.problems.length > 0) {
          status = 'FAILED';
          detail = report.problems;
        }
      }
    } catch (error) {
      status = 'FAILED';
      detail = [error instanceof SpecError ? error.message : String(error)];
    } finally {
      rmSync(out, {recursive: true, force: true});
    }
    if (status !== 'ok') failures += 1;
    for (const line of detail.slice(0, 20)) console.error(`  ${file}: ${line}`);
    rows.push([file, ...counts, ((Date.now() - started) / 1000).toFixed(1), status]);
  }
  const header = ['description', 'operations', 'webhooks', 'pages', 'seconds', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${line(header)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |\n${rows.map(line).join('\n')}`);
  console.log(`\ncorpus: ${files.length - failures} passed, ${failures} failed`);
  return failures === 0 ? 0 : 1;
}

main().then((code) => process.exit(code));
