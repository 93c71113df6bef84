// Storage knows no feature: no file of storage/ imports anything outside the folder (no feature,
// no http/, not the migrations nor the tables), so that it is generic over the application's tables, and its
// tests use only test support and the service's schema. The application registers its
// migrations and tables where the server is assembled.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const storage = fileURLToPath(new URL('.', import.meta.url));

/** Every module a source text names: imports (type-only too), re-exports and dynamic imports. */
function specifiers(text: string): string[] {
  const found = [...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/gms)];
  return found.map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

/** The specifiers of `file` (a path inside storage/) that leave the folder or name a workspace package. */
function outside(file: string, text: string): string[] {
  return specifiers(text).filter((name) => {
    if (name.startsWith('@capctl/')) return true;
    if (!name.startsWith('.')) return false;
    const target = relative(storage, resolve(dirname(join(storage, file)), name));
    return target.startsWith('..') || target.startsWith(sep);
  });
}

function files(tests: boolean, folder = ''): string[] {
  return readdirSync(join(storage, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory()) return files(tests, path);
    return /\.ts$/.test(entry.name) && /\.test\.ts$/.test(entry.name) === tests ? [path] : [];
  });
}

/** What a storage test may use besides storage: test support, the key, and the service's schema opened as the service does. */
const TEST_SUPPORT = /^(\.\.\/)+(testing|crypto|migrations)\/|^(\.\.\/)+open-storage\.js$/;

describe('storage boundaries', () => {
  it('finds the imports it checks, type-only and dynamic ones too', () => {
    expect(specifiers(readFileSync(join(storage, 'engines/sqlite-engine.ts'), 'utf8'))).toContain('../private-file.js');
    expect(specifiers(readFileSync(join(storage, 'open-database.ts'), 'utf8'))).toContain('./engines/postgres-engine.js');
    // Spelled with `up` so that a search of storage/ for imports that leave it finds none here.
    const up = '..';
    const planted = [
      `import type { Database } from '${up}/tables/database.js';`,
      `import {\n  ServiceError,\n} from '${up}/${up}/http/errors.js';`,
      `export { x } from '${up}/auth/x.js';`,
      `const m = await import('${up}/revisions/y.js');`,
      "import { schemaHash } from '@capctl/core';",
      "import { sql } from 'kysely';",
      "import { migrate } from './migrate.js';",
    ].join('\n');
    expect(outside('planted.ts', planted)).toEqual(['../tables/database.js', '../../http/errors.js', '../auth/x.js', '../revisions/y.js', '@capctl/core']);
  });

  it('imports nothing from outside storage/', () => {
    const sources = files(false);
    expect(sources.length).toBeGreaterThan(15);
    const leaving = sources.map((file) => ({ file, imports: outside(file, readFileSync(join(storage, file), 'utf8')) })).filter((f) => f.imports.length > 0);
    expect(leaving).toEqual([]);
  });

  it('has tests that use no feature and no http/ either: only test support and the service schema', () => {
    const tests = files(true);
    expect(tests.length).toBeGreaterThan(8);
    const uses = tests.flatMap((file) => outside(file, readFileSync(join(storage, file), 'utf8')));
    expect(uses).toContain('../testing/test-databases.js');
    expect(uses.filter((name) => !TEST_SUPPORT.test(name))).toEqual([]);
  });
});
