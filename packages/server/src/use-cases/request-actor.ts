// The actor of an HTTP request: the authenticated key the auth hook resolved. What the config
// service records as who planned or applied.
import type { Actor } from '@capctl/core';
import type { FastifyRequest } from 'fastify';
import '../http/fastify-types.js';

export function requestActor(request: FastifyRequest): Actor {
  const auth = request.auth;
  return { keyId: auth?.keyId ?? null, keyName: null, userId: auth?.userId ?? null, user: null, role: auth?.role ?? 'plan' };
}
