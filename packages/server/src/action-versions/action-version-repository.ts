// Reads the stored versions of an action's schema: the history behind `schemas list/show/diff`
// and the earlier schemas a transitive compatibility mode compares with. Reads only.
import type { JsonValue, StoredSchema } from '@capctl/core';
import type { Executor } from '../tables/database.js';
import { parseJson } from '../storage/rows.js';

/** One stored version, as the service returns it. */
export interface ActionVersionView {
  readonly version: number;
  readonly schema: JsonValue;
  readonly schema_hash: string;
  readonly created_at: string;
  /** The applied revision that stored it; null for versions stored before that was recorded. */
  readonly revision_id: string | null;
}

/** The action a variant names: the live one, else the newest deleted one (its history continues). */
export interface ActionRef {
  readonly id: string;
  readonly variant: string;
}

export interface ActionVersionRepository {
  findAction(orgId: string, variant: string): Promise<ActionRef | undefined>;
  /** Every version of the action, ascending. */
  list(actionId: string): Promise<ActionVersionView[]>;
  get(actionId: string, version: number): Promise<ActionVersionView | undefined>;
  /** The schemas of the org's actions `ids`, ascending by version: what transitive modes compare with. */
  schemasOf(orgId: string, ids: readonly string[]): Promise<Map<string, StoredSchema[]>>;
}

// Ids per `in (...)` list: far below either engine's bound-variable limit.
const ID_BATCH = 500;

const COLUMNS = ['version', 'schema', 'schema_hash', 'created_at', 'revision_id'] as const;

const view = (r: { version: number; schema: string; schema_hash: string; created_at: string; revision_id: string | null }): ActionVersionView => ({
  version: r.version, schema: parseJson<JsonValue>(r.schema, null), schema_hash: r.schema_hash, created_at: r.created_at, revision_id: r.revision_id,
});

export function createActionVersionRepository(db: Executor): ActionVersionRepository {
  return {
    async findAction(orgId, variant) {
      const rows = await db.selectFrom('actions').select(['id', 'variant', 'version', 'deleted_at'])
        .where('org_id', '=', orgId).where('variant', '=', variant).execute();
      const live = rows.filter((r) => r.deleted_at === null).sort((a, b) => (a.id < b.id ? -1 : 1));
      const pick = live[0] ?? rows.sort((a, b) => b.version - a.version)[0];
      return pick === undefined ? undefined : { id: pick.id, variant: pick.variant };
    },
    async list(actionId) {
      const rows = await db.selectFrom('action_versions').select(COLUMNS).where('action_id', '=', actionId).orderBy('version').execute();
      return rows.map(view);
    },
    async get(actionId, version) {
      const row = await db.selectFrom('action_versions').select(COLUMNS)
        .where('action_id', '=', actionId).where('version', '=', version).executeTakeFirst();
      return row === undefined ? undefined : view(row);
    },
    async schemasOf(orgId, ids) {
      const out = new Map<string, StoredSchema[]>();
      for (let i = 0; i < ids.length; i += ID_BATCH) {
        const rows = await db.selectFrom('action_versions')
          .innerJoin('actions', 'actions.id', 'action_versions.action_id')
          .select(['action_versions.action_id', 'action_versions.version', 'action_versions.schema'])
          .where('actions.org_id', '=', orgId).where('action_versions.action_id', 'in', ids.slice(i, i + ID_BATCH))
          .orderBy('action_versions.action_id').orderBy('action_versions.version').execute();
        for (const r of rows) {
          const list = out.get(r.action_id) ?? [];
          list.push({ version: r.version, schema: parseJson<JsonValue>(r.schema, null) });
          out.set(r.action_id, list);
        }
      }
      return out;
    },
  };
}
