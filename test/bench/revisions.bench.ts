// The service's revision path at scale: plan-and-store (endpoint 6) and apply of a revision of
// 10,000 actions against an org that already has 10,000 (a tenth changed), each as a ratio to
// @capctl/core's `plan` alone, measured in alternation in the same process. Plan-and-store is
// measured three ways: after an apply through the service (which carries its state forward),
// again against that same state, and after a change the service did not make (a full reload).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plan, validateDefinition, type Definition } from '@capctl/core';
import { createConfigStateRepository, openStorage } from '@capctl/server';
import { createCachedConfigState } from '../../packages/server/src/config/cached-config-state.js';
import { createStateCache } from '../../packages/server/src/config/state-cache.js';
import { applyRevision } from '../../packages/server/src/revisions/apply-revision.js';
import { planRevision, type RevisionContext } from '../../packages/server/src/revisions/plan-revision.js';
import { revisionOf } from '../../packages/server/src/revisions/revision-view.js';
import { generateDefinition } from './generate.js';
import { ratio, table } from './measure.js';

const ACTIONS = 10_000;
const RUNS = 5;
const ORG = '1';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed<T>(fn: () => Promise<T> | T): Promise<[T, number]> {
  globalThis.gc?.();
  const start = process.hrtime.bigint();
  const value = await fn();
  return [value, Number(process.hrtime.bigint() - start) / 1e6];
}

async function planAndStore(ctx: RevisionContext, definition: Definition): Promise<string> {
  // A definition that does not plan throws its diagnostics (a ServiceError with one entry each).
  const outcome = await planRevision(ctx, ORG, definition, null);
  // The benchmarked definitions change something, so a revision is stored.
  if (outcome.row === undefined) throw new Error('the plan has no changes: nothing was stored');
  revisionOf(outcome.row, { plan: outcome.plan, lineage: '' });
  return outcome.row.id;
}

const dir = mkdtempSync(join(tmpdir(), 'capctl-bench-revisions-'));
const storage = await openStorage({ path: join(dir, 'service.db') });
try {
  await storage.db.insertInto('orgs').values({ id: ORG, name: 'bench', created_at: new Date().toISOString() }).execute();
  // Two views of one database: the service's (with the state cache, which each apply through it
  // carries forward) and one without a cache, where every plan reloads the state, as the first
  // plan after a change by another instance or a direct API write does.
  const ctx: RevisionContext = { db: storage.db, configState: createConfigStateRepository(storage.db) };
  const cached: RevisionContext = { db: storage.db, configState: createCachedConfigState(createConfigStateRepository(storage.db), createStateCache()) };
  const base = generateDefinition({ actions: ACTIONS });
  const changed = generateDefinition({ actions: ACTIONS, changedShare: 0.1 });
  await applyRevision(cached, ORG, await planAndStore(cached, base));

  // Each round plans and applies towards the other definition, so every apply changes a tenth.
  const samples = { plan: [] as number[], cold: [] as number[], carried: [] as number[], again: [] as number[], apply: [] as number[], load: [] as number[], validate: [] as number[] };
  let steps = 0;
  for (let round = 0; round <= RUNS; round++) {
    const target = round % 2 === 0 ? changed : base;
    const [state, loadMs] = await timed(() => ctx.configState.load(ORG));
    const [, validateMs] = await timed(() => validateDefinition(target));
    const [baseline, planMs] = await timed(() => plan(target, state));
    const [, coldMs] = await timed(() => planAndStore(ctx, target));
    // The state was carried forward by the previous round's apply through this service.
    const [, carriedMs] = await timed(() => planAndStore(cached, target));
    const [id, againMs] = await timed(() => planAndStore(cached, target));
    const [, applyMs] = await timed(() => applyRevision(cached, ORG, id, { allowBreaking: true }));
    steps = baseline.steps.length;
    if (round === 0) continue; // warm-up
    samples.plan.push(planMs);
    samples.cold.push(coldMs);
    samples.carried.push(carriedMs);
    samples.again.push(againMs);
    samples.apply.push(applyMs);
    samples.load.push(loadMs);
    samples.validate.push(validateMs);
  }
  const planMs = median(samples.plan);
  const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
  const row = (label: string, values: number[]) => [label, fmt(median(values)), ratio(median(values), planMs)];
  console.log(`${ACTIONS} actions planned against ${ACTIONS} existing, a tenth changed: ${steps} steps; median of ${RUNS}\n`);
  table(['measure', 'time', 'vs core plan'], [
    ['core plan (baseline)', fmt(planMs), '1.00x'],
    row('plan-and-store after an apply through the service (validate, plan, snapshot, store, mask)', samples.carried),
    row('plan-and-store, again against the same state', samples.again),
    row('plan-and-store after a change elsewhere (reloads the state)', samples.cold),
    row('validate the definition, every action schema checked (core)', samples.validate),
    row('load the org state (no cache)', samples.load),
    row('apply (lock, check serial, write steps, bump serial, carry the state forward, notify)', samples.apply),
  ]);
} finally {
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
}
