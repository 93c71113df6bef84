// Plans to compare every output format on: the repository's examples planned by the real planner
// (new, then changed), the fixture of every kind, a hostile plan and a plan past the Markdown
// budget; each with the target and plan record the outputs name.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyPlan, emptyState, parseDefinition, plan, type Definition, type Plan } from '@capctl/core';
import type { PlanRecord } from '../plan-record.js';
import type { ShownTarget } from '../render/shown-target.js';
import { HOSTILE_TOKENS, planWith } from './hostile-plan.js';
import { everyKindPlan, PlanBuilder, objectSchema } from './plan-fixture.js';

const EXAMPLES = fileURLToPath(new URL('../../../../examples/', import.meta.url));

function example(name: string): Definition {
  const dir = join(EXAMPLES, name);
  const files = readdirSync(dir).filter((file) => file.endsWith('.yaml')).sort().map((file) => ({ path: `${name}/${file}`, text: readFileSync(join(dir, file), 'utf8') }));
  const parsed = parseDefinition(files);
  if (parsed.diagnostics.some((d) => d.severity === 'error')) throw new Error(`examples/${name} does not parse`);
  return parsed.definition;
}

/** Many creates, updates and deletes: the Markdown budget cuts its diffs and, when small, its rows. */
function bigPlan(): Plan {
  const builder = new PlanBuilder();
  for (let i = 0; i < 240; i++) {
    // Names of many lengths: the budget then meets rows that do not fit before rows that would.
    const variant = `action-${String(i).padStart(3, '0')}${'-long'.repeat((i * 7) % 11)}`;
    if (i % 5 === 0) builder.deleteAction(variant, 2, { variant, schema: objectSchema(['id']) });
    else builder.createAction(variant, objectSchema(['id', 'sku'], ['note']), [`dest-${i % 7}`]);
  }
  return builder.unchanged(12).build();
}

export interface ExamplePlan {
  readonly name: string;
  readonly plan: Plan;
}

export function examplePlans(): ExamplePlan[] {
  const quickstart = plan(example('quickstart'), emptyState());
  const changed = plan(example('quickstart-changed'), applyPlan(emptyState(), quickstart));
  return [
    { name: 'quickstart', plan: quickstart },
    { name: 'quickstart-changed', plan: changed },
    { name: 'multi-file', plan: plan(example('multi-file'), emptyState()) },
    { name: 'every-kind', plan: everyKindPlan() },
    { name: 'hostile', plan: planWith(HOSTILE_TOKENS.slice(0, 36)) },
    { name: 'hostile-tail', plan: planWith(HOSTILE_TOKENS.slice(-36)) },
    { name: 'big', plan: bigPlan() },
  ];
}

export const EXAMPLE_TARGET: ShownTarget = { kind: 'service', location: 'https://capacity.example', org: '7', lineage: 'l-1' };

/** A plan record as `plan --format markdown` writes it (the body digest is set when sealed). */
export function exampleRecord(subject: Plan): PlanRecord {
  return {
    version: 2, target: EXAMPLE_TARGET.location, org: EXAMPLE_TARGET.org, lineage: EXAMPLE_TARGET.lineage, serial: subject.serial,
    digest: 'a'.repeat(64), definition: 'b'.repeat(64), body: '0'.repeat(64),
  };
}
