// Who a request acts as, for the record of who made a change: the authenticated key, or in local
// (embedded) mode the local user, since the database's own key stands for whoever runs capctl.
import type { Actor } from '@capctl/core';
import type { FastifyRequest } from 'fastify';

/** The actor of a request at `at`; null when the request carries no principal (a public route). */
export function actorOf(request: FastifyRequest, at: string): Actor | null {
  const localUser = request.server.localUser;
  if (localUser !== undefined) return { key_id: null, key_name: null, user: localUser, role: 'apply', at };
  const principal = request.auth;
  if (principal === null) return null;
  return { key_id: principal.keyId, key_name: principal.keyName, user: principal.userName, role: principal.role, at };
}
