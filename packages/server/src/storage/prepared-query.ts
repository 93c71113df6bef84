// Compiles a kysely query once and runs it with new values, for the hot read paths: building
// and compiling a query costs more than SQLite takes to run it. Values are bound by named
// placeholders, so the SQL text stays whatever the dialect compiled.
import type { Compilable, CompiledQuery } from 'kysely';
import type { Executor } from './database.js';
import type { ImmediateReader } from './engines/engine.js';

const MARK = '\u0000placeholder:';

export type Placeholders<P extends string> = { readonly [K in P]: string };

export interface PreparedQuery<R, P extends string> {
  execute(db: Executor, values: { readonly [K in P]: unknown }): Promise<R[]>;
}

/**
 * `build` receives one placeholder per name and uses them where the values go. With `readNow`,
 * a read on the database handle itself (not a transaction) skips kysely's connection queue.
 */
export function prepareQuery<R, P extends string>(
  names: readonly P[],
  build: (placeholders: Placeholders<P>) => Compilable<R>,
  readNow?: ImmediateReader,
): PreparedQuery<R, P> {
  const placeholders = Object.fromEntries(names.map((name) => [name, `${MARK}${name}`])) as Placeholders<P>;
  let compiled: CompiledQuery<R> | undefined;
  return {
    async execute(db, values) {
      compiled ??= build(placeholders).compile();
      const parameters = compiled.parameters.map((p) =>
        typeof p === 'string' && p.startsWith(MARK) ? values[p.slice(MARK.length) as P] : p,
      );
      const query = { ...compiled, parameters };
      const rows = readNow && !db.isTransaction ? readNow(query) : undefined;
      if (rows) return rows as R[];
      const result = await db.executeQuery<R>(query);
      return result.rows;
    },
  };
}
