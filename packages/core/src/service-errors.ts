// The service's error codes with the HTTP status of each: one catalogue for the service, which
// answers with them, and its clients (state, CLI), which tell them apart. Data only.

export const SERVICE_ERROR_STATUS = {
  /** The request (body, path or query) is wrong; the entry's pointer says where. */
  invalid_request: 400,
  /** No API key, or one that is unknown, expired or revoked. */
  unauthenticated: 401,
  /** The key may not do this (a `plan` key applying). */
  forbidden: 403,
  /** No such object in the key's org (the same answer for one the key may not see). */
  not_found: 404,
  /** Another change came first (a label taken, a race lost, an object in use). */
  conflict: 409,
  /** The revision was planned against a state that has changed since. */
  revision_stale: 409,
  /** The plan has breaking schema changes that were not allowed. */
  breaking_change: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  /** The database cannot be reached (or is not migrated yet); the service recovers by itself. */
  unavailable: 503,
} as const;

export type ServiceErrorCode = keyof typeof SERVICE_ERROR_STATUS;
