// Who makes an HTTP request: the authenticated key the auth hook resolved, and its user, as the
// config service's caller (recorded-actor.ts says how a revision records it).
import type { Caller } from '@capctl/core';
import type { FastifyRequest } from 'fastify';
import '../fastify-types.js';

export function requestCaller(request: FastifyRequest): Caller {
  const auth = request.auth;
  return {
    keyId: auth?.keyId ?? null, keyName: auth?.keyName ?? null, userId: auth?.userId ?? null, user: auth?.userName ?? null,
    role: auth?.role ?? 'plan',
  };
}
