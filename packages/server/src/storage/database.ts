// What storage code accepts as a database: a kysely handle or a transaction on it, whatever its
// tables. The application's own tables and typed handles are in tables/.
import type { Kysely } from 'kysely';

// `any`: storage reads and writes no table of its own, so it takes every application's handle.
export type Executor = Kysely<any>;
