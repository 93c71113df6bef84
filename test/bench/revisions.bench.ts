// The service's revision path at scale: plan-and-store (endpoint 6) and apply of a revision of
// 10,000 actions against an org that already has 10,000 (a tenth changed), each as a ratio to
// @capctl/core's `plan` alone, measured in alternation in the same process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plan, validateDefinition, type Definition } from '@capctl/core';
import { createConfigStateRepository, openStorage } from '@capctl/server';
import { createStateCache } from '../../packages/server/src/revisions/state-cache.js';
import { applyRevision } from '../../packages/server/src/revisions/apply-revision.js';
import { planRevision, type RevisionContext } from '../../packages/server/src/revisions/plan-revision.js';
import { toConfigRevision } from '../../packages/server/src/revisions/revision-view.js';
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
  toConfigRevision(outcome.row, { plan: outcome.plan });
  return outcome.row.id;
}

const dir = mkdtempSync(join(tmpdir(), 'capctl-bench-revisions-'));
const storage = await openStorage({ path: join(dir, 'service.db') });
try {
  await storage.db.insertInto('orgs').values({ id: ORG, name: 'bench', created_at: new Date().toISOString() }).execute();
  // Two views of one database: without the state cache (every plan reloads the state, as the first
  // plan after any change does) and with it (planning again against an unchanged state).
  const ctx: RevisionContext = { db: storage.db, configState: createConfigStateRepository(storage.db) };
  const cached: RevisionContext = { db: storage.db, configState: createConfigStateRepository(storage.db, createStateCache()) };
  const base = generateDefinition({ actions: ACTIONS });
  const changed = generateDefinition({ actions: ACTIONS, changedShare: 0.1 });
  await applyRevision(ctx, ORG, await planAndStore(ctx, base));

  // Each round plans and applies towards the other definition, so every apply changes a tenth.
  const samples = { plan: [] as number[], store: [] as number[], warm: [] as number[], apply: [] as number[], load: [] as number[], validate: [] as number[] };
  let steps = 0;
  for (let round = 0; round <= RUNS; round++) {
    const target = round % 2 === 0 ? changed : base;
    const [state, loadMs] = await timed(() => cached.configState.load(ORG)); // a miss: fills the cache
    const [, validateMs] = await timed(() => validateDefinition(target));
    const [baseline, planMs] = await timed(() => plan(target, state));
    const [, storeMs] = await timed(() => planAndStore(ctx, target));
    const [id, warmMs] = await timed(() => planAndStore(cached, target));
    const [, applyMs] = await timed(() => applyRevision(ctx, ORG, id, { allowBreaking: true }));
    steps = baseline.steps.length;
    if (round === 0) continue; // warm-up
    samples.plan.push(planMs);
    samples.store.push(storeMs);
    samples.warm.push(warmMs);
    samples.apply.push(applyMs);
    samples.load.push(loadMs);
    samples.validate.push(validateMs);
  }
  const planMs = median(samples.plan);
  const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
  console.log(`${ACTIONS} actions planned against ${ACTIONS} existing, a tenth changed: ${steps} steps; median of ${RUNS}\n`);
  table(['measure', 'time', 'vs core plan'], [
    ['core plan (baseline)', fmt(planMs), '1.00x'],
    ['plan-and-store (validate, load, plan, snapshot, store, mask)', fmt(median(samples.store)), ratio(median(samples.store), planMs)],
    ['plan-and-store, state unchanged since the last plan (cached)', fmt(median(samples.warm)), ratio(median(samples.warm), planMs)],
    ['  of which: validate the definition', fmt(median(samples.validate)), ratio(median(samples.validate), planMs)],
    ['  of which: load the org state', fmt(median(samples.load)), ratio(median(samples.load), planMs)],
    ['apply (lock, check serial, write steps, bump serial, notify)', fmt(median(samples.apply)), ratio(median(samples.apply), planMs)],
  ]);
} finally {
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
}
