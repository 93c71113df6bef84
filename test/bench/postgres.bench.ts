// The service on PostgreSQL, each number next to a baseline from the same run: GET destination
// against a bare fastify route, plan-and-store and apply of 10,000 actions against SQLite, and
// two `capctl serve` instances on one database against one. The cluster is a throwaway one.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastify from 'fastify';
import { plan, type Definition } from '@capctl/core';
import { buildServer, createConfigStateRepository, issueApiKey, openStorage, operationRoute } from '@capctl/server';
import { applyRevision } from '../../packages/server/src/revisions/apply-revision.js';
import { planRevision, type RevisionContext } from '../../packages/server/src/revisions/plan-revision.js';
import { startTestPostgres, TEST_SECRET_KEY } from '../../packages/server/src/testing/test-postgres.js';
import { generateDefinition } from './generate.js';
import { ratio, table } from './measure.js';
import { getScript, wrk, type WrkResult } from './wrk.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const ACTIONS = 10_000;
const RUNS = 3;
/** The built CLI: `npm run bench` runs from the repository root (after `npm run build`). */
const CAPCTL = join(process.cwd(), 'packages/cli/dist/capctl.mjs');
const NO_LIMIT = { max: 1_000_000_000, timeWindowMs: 60_000 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const pct = (value: number, base: number) => `${((value / base) * 100).toFixed(0)}%`;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  globalThis.gc?.();
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** Median plan-and-store and apply of 10,000 actions against 10,000 (a tenth changed) on one engine. */
async function revisionTimes(location: string): Promise<{ store: number; apply: number; plan: number }> {
  const storage = await openStorage({ path: location });
  try {
    await storage.db.insertInto('orgs').values({ id: '1', name: 'bench', created_at: new Date().toISOString() }).execute();
    const ctx: RevisionContext = { db: storage.db, configState: createConfigStateRepository(storage.db) };
    // A definition that does not plan throws its diagnostics (a ServiceError with one entry each).
    const store = async (definition: Definition) => (await planRevision(ctx, '1', definition, null)).row?.id ?? '';
    const base = generateDefinition({ actions: ACTIONS });
    const changed = generateDefinition({ actions: ACTIONS, changedShare: 0.1 });
    await applyRevision(ctx, '1', await store(base));
    const samples = { store: [] as number[], apply: [] as number[], plan: [] as number[] };
    for (let round = 0; round <= RUNS; round++) {
      const target = round % 2 === 0 ? changed : base;
      const state = await ctx.configState.load('1');
      const planMs = await timed(async () => plan(target, state));
      let id = '';
      const storeMs = await timed(async () => (id = await store(target)));
      const applyMs = await timed(() => applyRevision(ctx, '1', id, { allowBreaking: true }));
      if (round === 0) continue;
      samples.store.push(storeMs);
      samples.apply.push(applyMs);
      samples.plan.push(planMs);
    }
    return { store: median(samples.store), apply: median(samples.apply), plan: median(samples.plan) };
  } finally {
    await storage.close();
  }
}

/** GET destination of the service on `database` against a bare route with the same JSON, alternating. */
async function getRatio(database: string, dir: string): Promise<{ bare: WrkResult; service: WrkResult }> {
  const app = await buildServer({ db: database, secretKey: TEST_SECRET_KEY, rateLimit: NO_LIMIT });
  const bare = fastify({ logger: false });
  try {
    const { key } = await issueApiKey(app.repos, { org: '1', user: 'bench' });
    const destination = await app.repos.destinations.create('1', {
      label: 'bench', type: 'webhook', tags: { env: 'bench' },
      config: { url: 'https://hooks.example.com/x', headers: { 'x-team': 'bench' }, signaling: { enabled: true, default: 'ack' }, response_time_sla_ms: 250 },
    });
    const serviceUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const path = `/v1/orgs/1/destinations/${destination.id}`;
    const json = await (await fetch(serviceUrl + path, { headers: { 'x-service-auth': key } })).json();
    const schema = operationRoute('getDestination').schema.response;
    bare.get('/bare/destination', { schema: schema ? { response: schema } : {} }, async () => json);
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const script = getScript(dir, key);
    await wrk(serviceUrl + path, script, 2, 50);
    const rounds: { bare: WrkResult; service: WrkResult }[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const b = await wrk(`${bareUrl}/bare/destination`, script, SECONDS, 50);
      rounds.push({ bare: b, service: await wrk(serviceUrl + path, script, SECONDS, 50) });
    }
    rounds.sort((x, y) => x.service.rps / x.bare.rps - y.service.rps / y.bare.rps);
    return rounds[Math.floor(rounds.length / 2)]!;
  } finally {
    await bare.close();
    await app.close();
  }
}

function serveProcess(database: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [CAPCTL, 'serve', '--port', '0', '--database', database, '--rate-limit', '1000000000', '--log-level', 'warn'], {
    env: { ...process.env, CAPACITY_SECRET_KEY: TEST_SECRET_KEY.toString('base64') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let text = '';
    child.stderr!.setEncoding('utf8').on('data', (d: string) => {
      text += d;
      const match = /listening on (http:\/\/[0-9.]+:\d+)/.exec(text);
      if (match?.[1]) resolve({ url: match[1], child });
    });
    child.once('exit', (code) => reject(new Error(`capctl serve exited with ${code}: ${text}`)));
  });
}

/** 50 connections on one `capctl serve`, then 25 on each of two, on one database; requests/s summed. */
async function instances(database: string, dir: string): Promise<{ one: number; two: number }> {
  const [a, b] = [await serveProcess(database), await serveProcess(database)];
  try {
    const { key } = await (await import('@capctl/server')).createApiKey({ db: database, org: '2', user: 'bench' });
    const script = getScript(dir, key);
    const path = '/v1/orgs/2/settings/domain';
    await wrk(a.url + path, script, 2, 50);
    await wrk(b.url + path, script, 2, 50);
    const ones: number[] = [];
    const twos: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      ones.push((await wrk(a.url + path, script, SECONDS, 50)).rps);
      const both = await Promise.all([wrk(a.url + path, script, SECONDS, 25), wrk(b.url + path, script, SECONDS, 25)]);
      twos.push(both[0].rps + both[1].rps);
    }
    return { one: median(ones), two: median(twos) };
  } finally {
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
  }
}

async function main(): Promise<void> {
  if (spawnSync('wrk', ['--version']).error) {
    console.log('wrk is not installed (apt-get install -y wrk); PostgreSQL benchmark skipped');
    return;
  }
  const postgres = await startTestPostgres();
  const dir = mkdtempSync(join(tmpdir(), 'capctl-bench-pg-'));
  try {
    const get = await getRatio(await postgres.createDatabase(), dir);
    const sqlite = await revisionTimes(join(dir, 'bench.db'));
    const pg = await revisionTimes(await postgres.createDatabase());
    const scale = await instances(await postgres.createDatabase(), dir);
    const ms = (n: number) => `${n.toFixed(0)} ms`;
    console.log(`PostgreSQL: a throwaway cluster on this machine (fsync off). wrk -t1, ${SECONDS}s, median of ${ROUNDS} rounds; revisions: median of ${RUNS}\n`);
    table(['measure', 'PostgreSQL', 'baseline', 'ratio'], [
      ['GET destination req/s (50 connections) vs a bare route', get.service.rps.toFixed(0), get.bare.rps.toFixed(0), pct(get.service.rps, get.bare.rps)],
      ['GET destination p99 ms vs the bare route', get.service.p99ms.toFixed(2), get.bare.p99ms.toFixed(2), ratio(get.service.p99ms, get.bare.p99ms)],
      [`plan-and-store ${ACTIONS} actions vs SQLite`, ms(pg.store), ms(sqlite.store), ratio(pg.store, sqlite.store)],
      [`apply of that revision vs SQLite`, ms(pg.apply), ms(sqlite.apply), ratio(pg.apply, sqlite.apply)],
      ['two capctl serve instances vs one, req/s (GET settings, 50 connections)', scale.two.toFixed(0), scale.one.toFixed(0), pct(scale.two, scale.one)],
    ]);
    const getShare = get.service.rps / get.bare.rps;
    console.log(`\naim: GET destination on PostgreSQL >= 50% of the bare route: ${getShare >= 0.5 ? 'met' : 'NOT met'} (${pct(get.service.rps, get.bare.rps)})`);
    const worst = Math.max(pg.store / sqlite.store, pg.apply / sqlite.apply);
    console.log(`aim: plan-and-store and apply on PostgreSQL <= 2x SQLite: ${worst <= 2 ? 'met' : 'NOT met'} (worst ${worst.toFixed(2)}x)`);
  } finally {
    await postgres.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
