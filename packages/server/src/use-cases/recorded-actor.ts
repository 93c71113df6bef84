// The caller as a revision records it (who planned, who applied): the same for an HTTP request
// and for local mode, kept apart from the request code so that local mode loads none of it.
import type { Actor, Caller } from '@capctl/core';

/**
 * The caller as a revision records it at `at`: local mode acts with every right (role admin) and
 * no key; null when nobody is known (a caller with neither a user nor a key).
 */
export function recordedActor(caller: Caller, at: string): Actor | null {
  const user = caller.user ?? caller.userId;
  if (user === null) return null;
  return { key_id: caller.keyId, key_name: caller.keyName, user, role: caller.role === 'local' ? 'admin' : caller.role, at };
}
