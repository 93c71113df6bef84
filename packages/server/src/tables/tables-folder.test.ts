// The service's row types live in tables/, beside storage's column types, not among the
// migrations: migrations/ holds the numbered migrations, their list and their context only, and
// tables/ reaches no feature, so any folder may type its queries with it.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('..', import.meta.url));
const production = (folder: string): string[] => readdirSync(`${src}${folder}`).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const imports = (text: string): string[] => [...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]!);

describe('tables/', () => {
  it('holds the row types: migrations/ holds only numbered migrations, their list and their context', () => {
    expect(production('migrations').filter((f) => !/^\d{4}-[a-z0-9-]+\.ts$/.test(f) && f !== 'index.ts' && f !== 'migration-context.ts')).toEqual([]);
    expect(production('tables')).toEqual(expect.arrayContaining(['database.ts', 'config-tables.ts']));
  });

  it('reaches no feature: only its own files, storage\'s column types, kysely and core', () => {
    const allowed = /^(\.\/[a-z-]+\.js|\.\.\/storage\/rows\.js|kysely|@capctl\/core)$/;
    const reached = production('tables').flatMap((f) => imports(readFileSync(`${src}tables/${f}`, 'utf8')).map((name) => `${f}: ${name}`));
    expect(reached.length).toBeGreaterThan(5);
    expect(reached.filter((r) => !allowed.test(r.split(': ')[1]!))).toEqual([]);
  });
});
