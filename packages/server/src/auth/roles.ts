// What each key role may call: `plan` reads everything of its org and may plan-and-store
// revisions (what a pull-request check needs); `apply` may call everything except changing the
// org's policies; `admin` may call everything (policies included).
import type { KeyRole } from '@capctl/core';

export type { KeyRole } from '@capctl/core';

export const KEY_ROLES: readonly KeyRole[] = ['plan', 'apply', 'admin'];

/** The only writes a `plan` key may make, by operationId of schemas/openapi.yaml. */
const PLAN_WRITES: ReadonlySet<string> = new Set(['planRevision']);

/** The writes only an `admin` key may make: the org's policies, which CI's plan and apply keys must not weaken. */
const ADMIN_WRITES: ReadonlySet<string> = new Set(['pushPolicies']);

export function isKeyRole(value: string): value is KeyRole {
  return (KEY_ROLES as readonly string[]).includes(value);
}

/** Whether the operation changes the org's policies, so only an admin key may call it. */
export function needsAdmin(operationId: string | undefined): boolean {
  return operationId !== undefined && ADMIN_WRITES.has(operationId);
}

/** Whether a key of `role` may call the operation; reads are GET, every other method writes. */
export function roleAllows(role: KeyRole, method: string, operationId: string | undefined): boolean {
  if (role === 'admin' || method === 'GET') return true;
  if (role === 'apply') return !needsAdmin(operationId);
  return operationId !== undefined && PLAN_WRITES.has(operationId);
}
