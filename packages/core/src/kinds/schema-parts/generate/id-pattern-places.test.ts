// The org id and digest rules written once: every schema of schemas/ and every source file of
// packages/ spells them through id-patterns.ts, never by hand.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DIGEST_PATTERN, ORG_ID_PATTERN } from '../../../id-patterns.js';
import { generateSchemaFiles } from './generate-schemas.js';
import { ID_PATTERN_PLACES } from './id-pattern-places.js';

const root = new URL('../../../../../../', import.meta.url).pathname;
const schemas = join(root, 'schemas');
const committed = (name: string): string => readFileSync(join(schemas, name), 'utf8');

/** Every `pattern` of a parsed schema, with its path. */
function patterns(doc: unknown, path: readonly (string | number)[] = []): { path: string; pattern: string }[] {
  if (typeof doc !== 'object' || doc === null) return [];
  return Object.entries(doc).flatMap(([key, value]) => [
    ...(key === 'pattern' && typeof value === 'string' ? [{ path: [...path, key].join('.'), pattern: value }] : []),
    ...patterns(value, [...path, Array.isArray(doc) ? Number(key) : key]),
  ]);
}

const RULES = [DIGEST_PATTERN.source, ORG_ID_PATTERN.source];
/** The schema_hash of an action's history comes from its schema part (schema-parts/action.ts). */
const FROM_PARTS = ['state.schema.json:$defs.action.properties.history.items.properties.schema_hash.pattern'];

describe('org id and digest patterns', () => {
  it('in schemas/ sit only where the generator sets them from the constants', () => {
    const places = new Set([...ID_PATTERN_PLACES.map((p) => `${p.file}:${p.path.join('.')}`), ...FROM_PARTS]);
    const found = readdirSync(schemas).filter((f) => /\.(json|yaml)$/.test(f)).flatMap((file) => {
      const doc: unknown = file.endsWith('.yaml') ? parseYaml(committed(file)) : JSON.parse(committed(file));
      return patterns(doc).filter((p) => RULES.includes(p.pattern) || /\{64\}/.test(p.pattern) || /(^|\.)(org_id|OrgId)\./.test(p.path)).map((p) => `${file}:${p.path}`);
    });
    expect(found.filter((f) => !places.has(f)), 'a pattern spelled by hand: list it in id-pattern-places.ts').toEqual([]);
    expect([...places].filter((p) => !found.includes(p)), 'a listed place holds no org id or digest pattern').toEqual([]);
  });

  it('are written into every place from the constants, whatever the file held', () => {
    const drifted = (name: string): string => committed(name).replaceAll('^[0-9a-f]{64}$', '^[0-9a-f]{40}$').replaceAll('^[0-9]+$', '^[0-9]*$');
    const files = generateSchemaFiles(drifted);
    for (const name of new Set(ID_PATTERN_PLACES.map((p) => p.file))) {
      expect(files.find((f) => f.name === name)?.text, name).toBe(committed(name));
    }
  });

  it('in packages/*/src are spelled only in core/src/id-patterns.ts', () => {
    const spelled = /\[0-9a-f\]\{64\}|\^\[0-9\]\+\$/;
    const sources = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : sources(path);
      return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [path] : [];
    });
    const packages = join(root, 'packages');
    const found = readdirSync(packages).flatMap((p) => sources(join(packages, p, 'src')))
      .filter((file) => spelled.test(readFileSync(file, 'utf8')))
      .map((file) => file.slice(packages.length + 1));
    expect(found).toEqual(['core/src/id-patterns.ts']);
  });
});
