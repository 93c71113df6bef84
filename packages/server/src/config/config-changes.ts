// Where each config object's last change came from: an applied revision or a direct API write
// (today PATCH of a destination), when, and which fields. Plans read it as drift: an update of
// an object changed outside capctl says that applying reverts that change.
import { isDeepStrictEqual } from 'node:util';
import { escapeSegment, isJsonObject, type ObjectDrift, type Step, type StepKind } from '@capctl/core';
import type { Executor } from '../migrations/database.js';

/** JSON pointers of the leaves that differ between two values (objects are descended into). */
export function changedFields(before: unknown, after: unknown, pointer = ''): string[] {
  if (isDeepStrictEqual(before, after)) return [];
  if (!isJsonObject(before) || !isJsonObject(after)) return [pointer];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return keys.flatMap((key) => changedFields(before[key], after[key], `${pointer}/${escapeSegment(key)}`));
}

/**
 * Records a direct API write. Fields accumulate while the object's last changes are API writes:
 * the plan must name everything applying would revert, not only the last write's fields.
 */
export async function recordApiChange(trx: Executor, orgId: string, kind: StepKind, objectId: string,
  fields: readonly string[], at: string): Promise<void> {
  const previous = await trx.selectFrom('config_changes').select(['origin', 'fields'])
    .where('org_id', '=', orgId).where('kind', '=', kind).where('object_id', '=', objectId).executeTakeFirst();
  const earlier = previous?.origin === 'api' ? (JSON.parse(previous.fields) as string[]) : [];
  const all = JSON.stringify([...new Set([...earlier, ...fields])].sort());
  await trx.insertInto('config_changes')
    .values({ org_id: orgId, kind, object_id: objectId, origin: 'api', fields: all, changed_at: at, revision_id: null })
    .onConflict((oc) => oc.columns(['org_id', 'kind', 'object_id']).doUpdateSet({ origin: 'api', fields: all, changed_at: at, revision_id: null }))
    .execute();
}

// 7 columns per row: 400 rows stay far below SQLite's 32,766 bound variables.
const BATCH = 400;

/** Records that `revisionId` made the last change of every object its steps touch. */
export async function recordRevisionChanges(trx: Executor, orgId: string, revisionId: string, steps: readonly Step[], at: string): Promise<void> {
  const rows = steps.filter((s) => s.id !== undefined).map((s) => ({
    org_id: orgId, kind: s.kind, object_id: s.id as string, origin: 'revision' as const,
    fields: JSON.stringify((s.patch ?? []).map((op) => op.path).sort()), changed_at: at, revision_id: revisionId,
  }));
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx.insertInto('config_changes').values(rows.slice(i, i + BATCH))
      .onConflict((oc) => oc.columns(['org_id', 'kind', 'object_id']).doUpdateSet((eb) => ({
        origin: eb.ref('excluded.origin'), fields: eb.ref('excluded.fields'),
        changed_at: eb.ref('excluded.changed_at'), revision_id: eb.ref('excluded.revision_id'),
      })))
      .execute();
  }
}

/** Drift by `kind:id`: the objects whose last change was a direct API write. */
export async function loadDrift(db: Executor, orgId: string): Promise<ReadonlyMap<string, ObjectDrift>> {
  const rows = await db.selectFrom('config_changes').select(['kind', 'object_id', 'fields', 'changed_at'])
    .where('org_id', '=', orgId).where('origin', '=', 'api').execute();
  return new Map(rows.map((r) => [`${r.kind}:${r.object_id}`, { fields: JSON.parse(r.fields) as string[], changed_at: r.changed_at }]));
}
