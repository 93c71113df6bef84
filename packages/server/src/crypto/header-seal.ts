// Sensitive destination header values at rest: sealed with the credentials' AES-256-GCM (bound to
// the org) wherever they are stored, in destination rows and in every stored plan, and opened
// only where the service needs the value (planning, applying). Which values are sensitive is
// core's one rule (maskConfig / transformPlanSecrets); this file only says what happens to them.
import { isJsonObject, maskConfig, transformPlanSecrets, type JsonValue, type Plan, type SecretTransform } from '@capctl/core';
import type { SecretBox } from './secret-box.js';

/** A sealed value: the prefix, then IV, tag and ciphertext in base64. Never a header's own text. */
export const SEALED_PREFIX = 'sealed:v1:';

export interface HeaderSeal {
  /** The config with its sensitive header values sealed (values already sealed stay as they are). */
  sealConfig<T extends object>(orgId: string, config: T): T;
  /** The config with every sealed header value opened, whatever its name. */
  openConfig<T extends object>(orgId: string, config: T): T;
  sealPlan(orgId: string, plan: Plan): Plan;
  openPlan(orgId: string, plan: Plan): Plan;
  /** The config with its sensitive header values replaced by keyed digests (for fingerprints). */
  digestConfig<T extends object>(orgId: string, config: T): T;
}

export const isSealed = (value: string): boolean => value.startsWith(SEALED_PREFIX);

/** Opens every header value that is sealed, sensitive by name or not (a name may have left the list). */
const everyHeader = (config: object): string[] => {
  const headers = (config as { headers?: JsonValue }).headers;
  return isJsonObject(headers) ? Object.keys(headers) : [];
};

export function createHeaderSeal(box: SecretBox): HeaderSeal {
  const context = (orgId: string) => `header:${orgId}`;
  const seal = (orgId: string): SecretTransform => (value) => {
    if (isSealed(value)) return value;
    const sealed = box.seal(value, context(orgId));
    return `${SEALED_PREFIX}${sealed.iv}.${sealed.tag}.${sealed.ciphertext}`;
  };
  const open = (orgId: string): SecretTransform => (value) => {
    if (!isSealed(value)) return value;
    const [iv = '', tag = '', ciphertext = ''] = value.slice(SEALED_PREFIX.length).split('.');
    return box.open({ iv, tag, ciphertext }, context(orgId));
  };
  return {
    sealConfig: (orgId, config) => maskConfig(config, seal(orgId)),
    openConfig: (orgId, config) => maskConfig(config, open(orgId), everyHeader(config)),
    sealPlan: (orgId, plan) => transformPlanSecrets(plan, seal(orgId)),
    openPlan: (orgId, plan) => transformPlanSecrets(plan, open(orgId)),
    digestConfig: (orgId, config) => maskConfig(config, (value) => `digest:${box.digest(value, context(orgId))}`),
  };
}

/** For storage used without a key (tests of other concerns): values are kept as they are. */
export const UNSEALED: HeaderSeal = {
  sealConfig: (_orgId, config) => config,
  openConfig: (_orgId, config) => config,
  sealPlan: (_orgId, plan) => plan,
  openPlan: (_orgId, plan) => plan,
  digestConfig: (_orgId, config) => config,
};
