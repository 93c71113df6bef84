// Who a request acts as, for the record of who made a change (a direct write): the authenticated key.
import type { Actor } from '@capctl/core';
import type { FastifyRequest } from 'fastify';

/** The actor of a request at `at`; null when the request carries no principal (a public route). */
export function actorOf(request: FastifyRequest, at: string): Actor | null {
  const principal = request.auth;
  if (principal === null) return null;
  return { key_id: principal.keyId, key_name: principal.keyName, user: principal.userName, role: principal.role, at };
}
