// Captive domain settings, one row per org; an org that never set them reads the defaults.
import type { DomainSettings } from '../resources.js';
import type { Db } from '../tables/database.js';
import { now, parseJson, toFlag } from '../storage/rows.js';

export type DomainSettingsInput = Omit<DomainSettings, 'org_id'>;

export interface SettingsRepository {
  getDomain(orgId: string): Promise<DomainSettings>;
  putDomain(orgId: string, input: DomainSettingsInput): Promise<DomainSettings>;
}

export const DEFAULT_DOMAIN_SETTINGS: DomainSettingsInput = Object.freeze({
  enabled: false,
  domain: '',
  vcs_org: '',
  default_permissions: Object.freeze(['owner']),
});

export function createSettingsRepository(db: Db): SettingsRepository {
  const getDomain = async (orgId: string): Promise<DomainSettings> => {
    const row = await db.selectFrom('domain_settings').selectAll().where('org_id', '=', orgId).executeTakeFirst();
    if (!row) return { org_id: orgId, ...DEFAULT_DOMAIN_SETTINGS, default_permissions: [...DEFAULT_DOMAIN_SETTINGS.default_permissions] };
    return {
      org_id: orgId,
      default_permissions: parseJson<string[]>(row.default_permissions, []),
      enabled: row.enabled !== 0,
      domain: row.domain,
      vcs_org: row.vcs_org,
    };
  };
  return {
    getDomain,
    async putDomain(orgId, input) {
      const values = {
        enabled: toFlag(input.enabled),
        domain: input.domain,
        vcs_org: input.vcs_org,
        default_permissions: JSON.stringify(input.default_permissions),
        updated_at: now(),
      };
      await db
        .insertInto('domain_settings')
        .values({ org_id: orgId, ...values })
        .onConflict((oc) => oc.column('org_id').doUpdateSet(values))
        .execute();
      return getDomain(orgId);
    },
  };
}
