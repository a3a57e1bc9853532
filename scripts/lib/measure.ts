/**
 * Runs a command and measures it: wall time, and peak resident memory of the whole
 * process tree (sampled from /proc four times a second), for the benchmarks.
 */
import {spawn} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';

export interface Measured {
  status: number | null;
  seconds: number;
  peakRssMiB: number;
  output: string;
  timedOut: boolean;
}

/** Resident memory, in KiB, of `root` and every process below it. */
function treeRssKiB(root: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const pid = Number(entry);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid)!.push(pid);
      const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'));
      rss.set(pid, match ? Number(match[1]) : 0);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    total += rss.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

export function runMeasured(
  command: string,
  args: string[],
  options: {cwd?: string; env?: NodeJS.ProcessEnv; timeoutSeconds?: number; echo?: boolean} = {},
): Promise<Measured> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (options.echo) process.stderr.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    let peak = 0;
    const sampler = setInterval(() => {
      if (child.pid) peak = Math.max(peak, treeRssKiB(child.pid));
    }, 250);
    let timedOut = false;
    const timer = options.timeoutSeconds
      ? setTimeout(() => {
          timedOut = true;
          child.kill('SIGKILL');
        }, options.timeoutSeconds * 1000)
      : undefined;
    child.on('close', (status) => {
      clearInterval(sampler);
      if (timer) clearTimeout(timer);
      resolve({status, seconds: (Date.now() - started) / 1000, peakRssMiB: peak / 1024, output, timedOut});
    });
  });
}
