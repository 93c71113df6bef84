// Capacity domains: created idempotently by name. The service does not compute verdicts,
// headroom or scale targets yet, so those read as null or empty.
import type { CapacityDomain, CapacityDomainCreated, Contributor, MemberDestination } from '../resources.js';
import type { CapacityDomainsTable, Db, Executor } from '../tables/database.js';
import { fromFlag, newId, now, parseJson } from '../storage/rows.js';

export interface CapacityDomainRepository {
  /** Creates the domain, or returns the existing one of that name. */
  putByName(orgId: string, name: string): Promise<CapacityDomainCreated>;
  get(orgId: string, id: string): Promise<CapacityDomain | undefined>;
  list(orgId: string): Promise<CapacityDomain[]>;
}

/** Domains made through the API; other provenances would come from discovery. */
export const API_PROVENANCE = 'api';

async function members(db: Executor, domainIds: readonly string[]): Promise<Map<string, MemberDestination[]>> {
  const byDomain = new Map<string, MemberDestination[]>();
  if (domainIds.length === 0) return byDomain;
  const rows = await db
    .selectFrom('capacity_domain_members as m')
    .innerJoin('destinations as d', 'd.id', 'm.destination_id')
    .select(['m.capacity_domain_id', 'd.id', 'd.label', 'd.type'])
    .where('m.capacity_domain_id', 'in', domainIds)
    .where('d.deleted_at', 'is', null)
    .orderBy('d.label')
    .execute();
  for (const row of rows) {
    const list = byDomain.get(row.capacity_domain_id) ?? [];
    list.push({ id: row.id, label: row.label, type: row.type });
    byDomain.set(row.capacity_domain_id, list);
  }
  return byDomain;
}

function toDomain(row: CapacityDomainsTable, memberList: readonly MemberDestination[]): CapacityDomain {
  return {
    id: row.id,
    org_id: row.org_id,
    name: row.name,
    provenance: row.provenance,
    domain_verdict_firing: fromFlag(row.domain_verdict_firing),
    domain_verdict_reading: row.domain_verdict_reading,
    domain_verdict_expires_at: row.domain_verdict_expires_at,
    signal_headroom: row.signal_headroom,
    signal_headroom_at: row.signal_headroom_at,
    updated_at: row.updated_at,
    member_destinations: memberList,
    scale_target_count: 0,
  };
}

export function createCapacityDomainRepository(db: Db): CapacityDomainRepository {
  const read = async (executor: Executor, orgId: string, filter: { id?: string; name?: string }) => {
    let query = executor.selectFrom('capacity_domains').selectAll().where('org_id', '=', orgId);
    if (filter.id !== undefined) query = query.where('id', '=', filter.id);
    if (filter.name !== undefined) query = query.where('name', '=', filter.name);
    const rows = await query.orderBy('name').execute();
    const memberMap = await members(executor, rows.map((r) => r.id));
    return rows.map((row) => ({ row, domain: toDomain(row, memberMap.get(row.id) ?? []) }));
  };
  return {
    async get(orgId, id) {
      return (await read(db, orgId, { id }))[0]?.domain;
    },
    async list(orgId) {
      return (await read(db, orgId, {})).map((r) => r.domain);
    },
    putByName(orgId, name) {
      return db.transaction().execute(async (trx) => {
        const at = now();
        await trx
          .insertInto('capacity_domains')
          .values({
            id: newId(),
            org_id: orgId,
            name,
            provenance: API_PROVENANCE,
            domain_verdict_firing: null,
            domain_verdict_reading: null,
            domain_verdict_expires_at: null,
            domain_verdict_contributors: null,
            domain_verdict_firing_series: null,
            signal_headroom: null,
            signal_headroom_at: null,
            created_at: at,
            updated_at: at,
          })
          .onConflict((oc) => oc.columns(['org_id', 'name']).doNothing())
          .execute();
        const found = (await read(trx, orgId, { name }))[0];
        if (!found) throw new Error(`capacity domain ${name} vanished after insert`);
        return {
          ...found.domain,
          domain_verdict_contributors: parseJson<Contributor[] | null>(found.row.domain_verdict_contributors, null),
          domain_verdict_firing_series: parseJson<string[] | null>(found.row.domain_verdict_firing_series, null),
          scale_targets: [],
        };
      });
    },
  };
}
