// How a revision's plan is kept: a small plan as one JSON text in `plan`; a large one as that plan
// with no steps, its steps a part at a time in config_revision_steps (migration 0110), so that
// neither storing nor reading it makes, binds or reads the whole text (225 MB at 100,000 actions).
import type { Plan } from '@capctl/core';
import type { Executor } from '../tables/database.js';

/** Steps in a part: about 2 MB of text. A plan of at most this many steps is one text, as before. */
export const STEPS_PER_PART = 1000;

/** Parts read by one query while a plan is read back. */
const PARTS_PER_READ = 4;

/** What the revision's row holds of its plan. */
export interface PlanColumns {
  readonly plan: string;
  readonly step_parts: number | null;
}

/** The plan's columns, and its parts' texts, each made only when asked for. */
export interface StoredPlan {
  readonly columns: PlanColumns;
  readonly parts: () => Iterable<string>;
}

export function storedPlan(plan: Plan, stepsPerPart = STEPS_PER_PART): StoredPlan {
  const { steps } = plan;
  if (steps.length <= stepsPerPart) return { columns: { plan: JSON.stringify(plan), step_parts: null }, parts: () => [] };
  // The spread keeps the keys' order, so the text read back (stepsInto) is the one text's.
  return {
    columns: { plan: JSON.stringify({ ...plan, steps: [] }), step_parts: Math.ceil(steps.length / stepsPerPart) },
    parts: function* parts() {
      for (let i = 0; i < steps.length; i += stepsPerPart) yield JSON.stringify(steps.slice(i, i + stepsPerPart));
    },
  };
}

/** Writes the parts of a revision's plan, in the transaction that inserts its row. */
export async function insertParts(trx: Executor, revisionId: string, stored: StoredPlan): Promise<void> {
  let part = 0;
  for (const steps of stored.parts()) {
    await trx.insertInto('config_revision_steps').values({ revision_id: revisionId, part, steps }).execute();
    part += 1;
  }
}

/**
 * The plan a row's columns hold, its parts' steps parsed a few parts at a time: the same plan
 * as the one text would parse to, without that text. Whatever parts are there are read, in order:
 * a part removed or changed changes the steps, and so their digest, which an apply checks.
 */
export async function readPlan(executor: Executor, revisionId: string, columns: PlanColumns): Promise<Plan> {
  const plan = JSON.parse(columns.plan) as Plan & { steps: unknown[] };
  if (columns.step_parts === null) return plan;
  let after = -1;
  for (;;) {
    const rows = await executor.selectFrom('config_revision_steps').select(['part', 'steps'])
      .where('revision_id', '=', revisionId).where('part', '>', after).orderBy('part').limit(PARTS_PER_READ).execute();
    for (const row of rows) {
      for (const step of JSON.parse(row.steps) as unknown[]) plan.steps.push(step);
      after = row.part;
    }
    if (rows.length < PARTS_PER_READ) return plan;
  }
}
