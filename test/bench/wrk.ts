// wrk as a separate process, for the service benchmarks: requests/s, p99 latency and the
// requests served, with a Lua script that sends the key.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface WrkResult {
  readonly rps: number;
  readonly p99ms: number;
  readonly requests: number;
}

function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(value.trim());
  if (!match) return Number.NaN;
  const n = Number(match[1]);
  return match[2] === 'us' ? n / 1000 : match[2] === 's' ? n * 1000 : n;
}

/** Runs wrk asynchronously (servers in this process keep serving); any non-2xx answer is a failure. */
export function wrk(url: string, script: string | undefined, seconds: number, connections: number): Promise<WrkResult> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...(script ? ['-s', script] : []), url];
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', () => {
      const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1];
      if (non2xx !== undefined) reject(new Error(`wrk saw ${non2xx} failed responses from ${url}`));
      else resolve({ rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]), p99ms: toMs(/\s99%\s+(\S+)/.exec(out)?.[1] ?? ''), requests: Number(/(\d+) requests in/.exec(out)?.[1]) });
    });
  });
}

/** A GET with the key in x-service-auth. */
export function getScript(dir: string, key: string): string {
  const path = join(dir, 'get.lua');
  writeFileSync(path, `wrk.method = "GET"\nwrk.headers["x-service-auth"] = "${key}"\n`);
  return path;
}
