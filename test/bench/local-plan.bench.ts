// Planning (and storing) N actions against an empty org three ways, each in a process of its own
// so that its peak memory is its own: in-process (the embedded adapter calling the config service),
// through fastify inject() with a key (how local mode used to run) and over HTTP on loopback.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, createApiKey, serve } from '@capctl/server';
import { createHttpAdapter, openEmbeddedAdapter } from '@capctl/state';
import type { Definition } from '@capctl/core';
import { generateDefinition } from './generate.js';
import { ratio, table } from './measure.js';

type Mode = 'in-process' | 'inject' | 'http';
const MODES: readonly Mode[] = ['in-process', 'inject', 'http'];
const SIZES = (process.env['BENCH_LOCAL_ACTIONS'] ?? '10000,100000').split(',').map(Number);

interface Result {
  readonly ms: number;
  readonly runs: number;
  readonly steps: number;
  /** Peak resident set of the whole process (client and service), MiB. */
  readonly peakMiB: number;
}

/** One plan of `definition` as the mode makes it; resolves with the number of steps. */
type Planner = (definition: Definition) => Promise<number>;

async function openPlanner(mode: Mode, dir: string): Promise<{ plan: Planner; close: () => Promise<void> }> {
  const db = join(dir, 'state.db');
  if (mode === 'in-process') {
    const adapter = await openEmbeddedAdapter({ dbPath: db, orgId: '1' });
    return { plan: async (d) => (await adapter.planRevision({ definition: d })).plan.steps.length, close: () => adapter.close() };
  }
  const { key } = await createApiKey({ db, org: '1', user: 'bench' });
  if (mode === 'http') {
    const server = await serve({ port: 0, host: '127.0.0.1', db, logLevel: 'silent' });
    // A plan of 100,000 actions takes longer than the CLI's default wait for an answer.
    const adapter = createHttpAdapter({ url: server.url, apiKey: key, orgId: '1', timeoutMs: 30 * 60_000 });
    return { plan: async (d) => (await adapter.planRevision({ definition: d })).plan.steps.length, close: async () => { await adapter.close(); await server.close(); } };
  }
  const app = await buildServer({ db, rateLimit: false });
  await app.ready();
  return {
    plan: async (definition) => {
      const answer = await app.inject({
        method: 'POST', url: '/v1/orgs/1/config/revisions/', headers: { 'x-service-auth': key, 'content-type': 'application/json' },
        payload: JSON.stringify({ definition }),
      });
      if (answer.statusCode !== 200) throw new Error(`inject answered ${answer.statusCode}`);
      return (JSON.parse(answer.body) as { data: { preview_steps: unknown[] } }).data.preview_steps.length;
    },
    close: () => app.close(),
  };
}

async function child(mode: Mode, actions: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'capctl-bench-local-'));
  try {
    const definition = generateDefinition({ actions });
    const planner = await openPlanner(mode, dir);
    const runs = actions >= 100_000 ? 1 : 3;
    const samples: number[] = [];
    let steps = 0;
    for (let i = 0; i < runs; i++) {
      globalThis.gc?.();
      const start = process.hrtime.bigint();
      steps = await planner.plan(definition);
      samples.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    await planner.close();
    samples.sort((a, b) => a - b);
    const result: Result = { ms: samples[Math.floor(samples.length / 2)] ?? 0, runs, steps, peakMiB: process.resourceUsage().maxRSS / 1024 };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function measure(mode: Mode, actions: number): Result {
  const r = spawnSync(process.execPath, ['--expose-gc', '--max-old-space-size=8192', process.argv[1] as string, 'child', mode, String(actions)], {
    encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 16 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`${mode} ${actions}: exited ${r.status}`);
  return JSON.parse(r.stdout.trim().split('\n').at(-1) as string) as Result;
}

if (process.argv[2] === 'child') {
  await child(process.argv[3] as Mode, Number(process.argv[4]));
} else {
  console.log('plan and store N actions against an empty org: in-process service, inject() with a key, HTTP on loopback; one process each\n');
  for (const actions of SIZES) {
    const rows: string[][] = [];
    const results = new Map(MODES.map((mode) => [mode, measure(mode, actions)] as const));
    const local = results.get('in-process') as Result;
    for (const mode of MODES) {
      const r = results.get(mode) as Result;
      rows.push([
        String(actions), mode, String(r.steps), `${r.ms.toFixed(0)} ms`, ratio(r.ms, local.ms), `${r.peakMiB.toFixed(0)} MiB`, ratio(r.peakMiB, local.peakMiB), String(r.runs),
      ]);
    }
    // Each size as soon as it is measured: the large one takes minutes.
    table(['actions', 'mode', 'steps', 'plan (median)', 'vs in-process', 'peak RSS', 'vs in-process', 'runs'], rows);
    console.log('');
  }
}
