// Who makes an HTTP request: the authenticated key the auth hook resolved, and its user. What the
// config service records as who planned or applied (`recordedActor`).
import type { Actor, Caller } from '@capctl/core';
import type { FastifyRequest } from 'fastify';
import '../fastify-types.js';

export function requestCaller(request: FastifyRequest): Caller {
  const auth = request.auth;
  return {
    keyId: auth?.keyId ?? null, keyName: auth?.keyName ?? null, userId: auth?.userId ?? null, user: auth?.userName ?? null,
    role: auth?.role ?? 'plan',
  };
}

/**
 * The caller as a revision records it at `at`: local mode acts with every right (role apply) and
 * no key; null when nobody is known (a caller with neither a user nor a key).
 */
export function recordedActor(caller: Caller, at: string): Actor | null {
  const user = caller.user ?? caller.userId;
  if (user === null) return null;
  return { key_id: caller.keyId, key_name: caller.keyName, user, role: caller.role === 'local' ? 'apply' : caller.role, at };
}
