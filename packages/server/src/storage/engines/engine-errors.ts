// Which driver errors mean "the database cannot be reached" (503, retry later) rather than a
// fault in the request or the service (500): connection failures of either engine.

/** Socket-level failures of `pg` (and of DNS) while connecting or mid-query. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'EHOSTUNREACH']);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P03 (the server is shutting
 * down, crashed or not yet accepting connections), 53300 (too many connections).
 */
const UNAVAILABLE_STATE = /^(08...|57P0[1-3]|53300)$/;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATE.test(code))) return true;
  // pg reports a connection lost mid-query and a pool that cannot connect in time by message only.
  return typeof message === 'string' && /^(Connection terminated|timeout exceeded when trying to connect)/.test(message);
}

/**
 * A transaction that lost a race with another one and was rolled back: PostgreSQL's
 * serialization failure (40001) or deadlock (40P01). Running it again is safe.
 */
export function isTransactionConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40001' || code === '40P01';
}

/** A unique index refused a row: on PostgreSQL, typically one another request inserted at the same moment. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Runs `work` (one transaction) again when it lost a race, up to `attempts` times in all. */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isTransactionConflict(error) || attempt >= attempts) throw error;
    }
  }
}
