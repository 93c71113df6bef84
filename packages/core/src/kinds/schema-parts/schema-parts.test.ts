// Every registered kind has a schema part, so a kind added to kinds.ts without one fails here
// (and not silently in a schema that lacks it).
import { describe, expect, it } from 'vitest';
import { KIND_MODULES, KINDS } from '../kinds.js';
import { SCHEMA_PARTS } from './index.js';

describe('schema parts', () => {
  it('has one entry per registered kind, no more', () => {
    expect(KINDS.length).toBeGreaterThan(0);
    for (const kind of KINDS) expect(SCHEMA_PARTS[kind], `kind ${kind} has no schema part in packages/core/src/kinds/schema-parts/index.ts`).toBeDefined();
    expect(Object.keys(SCHEMA_PARTS).sort()).toEqual([...KINDS].sort());
  });

  it('gives every definition list a description and only those', () => {
    for (const kind of KIND_MODULES) expect(SCHEMA_PARTS[kind.kind].definition.list === undefined, kind.kind).toBe(kind.nestedIn !== undefined);
  });
});
