// What each key role may call: `plan` reads everything of its org and may plan-and-store
// revisions (what a pull-request check needs); `apply` may call everything.

export const KEY_ROLES = ['plan', 'apply'] as const;
export type KeyRole = (typeof KEY_ROLES)[number];

/** The only writes a `plan` key may make, by operationId of schemas/openapi.yaml. */
const PLAN_WRITES: ReadonlySet<string> = new Set(['planRevision']);

export function isKeyRole(value: string): value is KeyRole {
  return (KEY_ROLES as readonly string[]).includes(value);
}

/** Whether a key of `role` may call the operation; reads are GET, every other method writes. */
export function roleAllows(role: KeyRole, method: string, operationId: string | undefined): boolean {
  if (role === 'apply' || method === 'GET') return true;
  return operationId !== undefined && PLAN_WRITES.has(operationId);
}
