// Planning N actions (a tenth of every kind changed) against the state of the unchanged
// definition, against the baseline of JSON.parse(JSON.stringify(...)) of that definition and state.
import { applyPlan, emptyState, maskPlan, plan } from '@capctl/core';
import { generateDefinition } from './generate.js';
import { heapGrowthMiB, ratio, table, time } from './measure.js';

const sizes = [1_000, 10_000, 50_000];
const rows: string[][] = [];

for (const actions of sizes) {
  const first = plan(generateDefinition({ actions }), emptyState());
  if (first.diagnostics.length > 0) throw new Error(`generated definition has ${first.diagnostics.length} diagnostics`);
  const state = applyPlan(emptyState(), first);
  const definition = generateDefinition({ actions, changedShare: 0.1 });
  const runs = actions >= 50_000 ? 3 : 5;

  const p = plan(definition, state);
  if (p.diagnostics.some((d) => d.severity === 'error') || p.steps.length === 0) throw new Error('the changed definition must plan without errors, with steps (warnings such as a source left at an older version are expected)');
  const baseline = time('JSON round trip', () => JSON.parse(JSON.stringify({ definition, state })), runs);
  const planning = time('plan', () => plan(definition, state), runs);
  const masking = time('maskPlan', () => maskPlan(p), runs);
  const baseHeap = heapGrowthMiB(() => JSON.parse(JSON.stringify({ definition, state })));
  const planHeap = heapGrowthMiB(() => plan(definition, state));
  const bytes = Buffer.byteLength(JSON.stringify({ definition, state }));
  rows.push([
    String(actions), `${(bytes / 1024 / 1024).toFixed(1)} MiB`, `${p.summary.update}/${p.summary.unchanged}`,
    `${baseline.ms.toFixed(0)} ms`, `${planning.ms.toFixed(0)} ms`, ratio(planning.ms, baseline.ms), `${masking.ms.toFixed(1)} ms`,
    `${baseHeap.toFixed(0)} MiB`, `${planHeap.toFixed(0)} MiB`, ratio(planHeap, baseHeap),
  ]);
}

console.log('plan(definition with a tenth changed, state of the unchanged one) against JSON.parse(JSON.stringify({definition, state}))\n');
table(['actions', 'JSON size', 'updated/unchanged', 'JSON round trip', 'plan', 'ratio', 'maskPlan', 'heap JSON', 'heap plan', 'heap ratio'], rows);
console.log(`\nrss at the end: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB`);
