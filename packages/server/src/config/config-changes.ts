// Where each config object's last change came from: an applied revision or a direct API write
// (today PATCH of a destination), when, which fields, who made it and the policies its apply
// overrode. Plans read it as drift: an update or delete of an object changed outside capctl says
// that applying reverts that change.
import { isDeepStrictEqual } from 'node:util';
import { escapeSegment, isJsonObject, type Actor, type LastChange, type ObjectDrift, type PolicyOverride, type Step, type StepKind } from '@capctl/core';
import { actorColumn, readActor } from './actor-column.js';
import { overridesColumn, readOverrides } from './override-column.js';
import type { Executor } from '../tables/database.js';

/** JSON pointers of the leaves that differ between two values (objects are descended into). */
export function changedFields(before: unknown, after: unknown, pointer = ''): string[] {
  if (isDeepStrictEqual(before, after)) return [];
  if (!isJsonObject(before) || !isJsonObject(after)) return [pointer];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return keys.flatMap((key) => changedFields(before[key], after[key], `${pointer}/${escapeSegment(key)}`));
}

/**
 * Records a direct API write. Fields accumulate while the object's last changes are API writes:
 * the plan must name everything applying would revert, not only the last write's fields. The
 * object no longer stands on the overrides of the apply that wrote it last: they are cleared.
 */
export async function recordApiChange(trx: Executor, orgId: string, kind: StepKind, objectId: string,
  fields: readonly string[], at: string, by: Actor | null): Promise<void> {
  const previous = await trx.selectFrom('config_changes').select(['origin', 'fields'])
    .where('org_id', '=', orgId).where('kind', '=', kind).where('object_id', '=', objectId).executeTakeFirst();
  const earlier = previous?.origin === 'api' ? (JSON.parse(previous.fields) as string[]) : [];
  const all = JSON.stringify([...new Set([...earlier, ...fields])].sort());
  const changedBy = actorColumn(by);
  await trx.insertInto('config_changes')
    .values({ org_id: orgId, kind, object_id: objectId, origin: 'api', fields: all, changed_at: at, revision_id: null, changed_by: changedBy, policy_overrides: null })
    .onConflict((oc) => oc.columns(['org_id', 'kind', 'object_id'])
      .doUpdateSet({ origin: 'api', fields: all, changed_at: at, revision_id: null, changed_by: changedBy, policy_overrides: null }))
    .execute();
}

// 9 columns per row: 400 rows stay far below SQLite's 32,766 bound variables.
const BATCH = 400;

/**
 * Records that `revisionId` made the last change of every object its steps touch, with the policy
 * overrides its apply used (none: an object an earlier apply wrote with overrides no longer
 * stands on them).
 */
export async function recordRevisionChanges(trx: Executor, orgId: string, revisionId: string, steps: readonly Step[], at: string,
  by: Actor | null = null, overrides: readonly PolicyOverride[] = []): Promise<void> {
  const changedBy = actorColumn(by);
  const policyOverrides = overridesColumn(overrides);
  const written = steps.filter((s) => s.id !== undefined);
  // Each batch's rows are made just before they are written: an apply of 100,000 objects never holds them all.
  for (let i = 0; i < written.length; i += BATCH) {
    const rows = written.slice(i, i + BATCH).map((s) => ({
      org_id: orgId, kind: s.kind, object_id: s.id as string, origin: 'revision' as const,
      fields: JSON.stringify((s.patch ?? []).map((op) => op.path).sort()), changed_at: at, revision_id: revisionId,
      changed_by: changedBy, policy_overrides: policyOverrides,
    }));
    await trx.insertInto('config_changes').values(rows)
      .onConflict((oc) => oc.columns(['org_id', 'kind', 'object_id']).doUpdateSet((eb) => ({
        origin: eb.ref('excluded.origin'), fields: eb.ref('excluded.fields'),
        changed_at: eb.ref('excluded.changed_at'), revision_id: eb.ref('excluded.revision_id'),
        changed_by: eb.ref('excluded.changed_by'), policy_overrides: eb.ref('excluded.policy_overrides'),
      })))
      .execute();
  }
}

/** What the state says of an object's last change; `drift` when it was a direct API write. */
export interface RecordedChange {
  readonly drift?: ObjectDrift;
  readonly last_change: LastChange;
}

/** Ids per `in (...)` list: far below SQLite's 32,766 bound variables and PostgreSQL's 65,535. */
const ID_BATCH = 500;

/**
 * The last change of every object a change was recorded for, by `kind:id`; with `only`, of
 * those objects alone (what an apply wrote: the rest of a large org is not read under its lock).
 */
export async function loadChanges(db: Executor, orgId: string, only?: Readonly<Record<StepKind, readonly string[]>>): Promise<ReadonlyMap<string, RecordedChange>> {
  const select = () => db.selectFrom('config_changes').select(['kind', 'object_id', 'origin', 'fields', 'changed_at', 'revision_id', 'changed_by', 'policy_overrides'])
    .where('org_id', '=', orgId);
  const rows = only === undefined ? await select().execute() : [];
  for (const [kind, ids] of Object.entries(only ?? {}) as [StepKind, readonly string[]][]) {
    for (let i = 0; i < ids.length; i += ID_BATCH) {
      rows.push(...(await select().where('kind', '=', kind).where('object_id', 'in', ids.slice(i, i + ID_BATCH)).execute()));
    }
  }
  // Every object an apply wrote has the same actor text: parsed once, shared by them all.
  const actors = new Map<string | null, Actor | null>();
  const actorOf = (text: string | null): Actor | null => {
    if (!actors.has(text)) actors.set(text, readActor(text));
    return actors.get(text) ?? null;
  };
  // Likewise the overrides: one text per apply.
  const overridden = new Map<string, readonly PolicyOverride[]>();
  const overridesOf = (text: string): readonly PolicyOverride[] => {
    if (!overridden.has(text)) overridden.set(text, readOverrides(text));
    return overridden.get(text) ?? [];
  };
  return new Map(rows.map((r) => {
    const by = actorOf(r.changed_by);
    const overrides = r.policy_overrides === null ? [] : overridesOf(r.policy_overrides);
    const last_change: LastChange = { origin: r.origin, revision_id: r.revision_id, at: r.changed_at, by, ...(overrides.length === 0 ? {} : { overrides }) };
    if (r.origin !== 'api') return [`${r.kind}:${r.object_id}`, { last_change }];
    const drift: ObjectDrift = { fields: JSON.parse(r.fields) as string[], changed_at: r.changed_at, ...(by === null ? {} : { by }) };
    return [`${r.kind}:${r.object_id}`, { drift, last_change }];
  }));
}
