// The vocabulary table held to ajv and to the code: every keyword each draft's ajv instance knows
// (its RULES, read from the instance capctl validates payloads with) has an entry saying what the
// analysis does with it; every handler file really reasons about its keywords; the keyword → file
// map in compatibility/README.md says the same as the table; and a keyword with no handler is unproven.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compareSchemas } from './compatibility.js';
import { createAjv } from './compatibility/payload-validators.js';
import type { Draft } from './compatibility/schema-node.js';
import { enforced, keywordIn, VOCABULARY } from './compatibility/vocabulary.js';
import type { JsonObject } from '../types.js';

const folder = join(dirname(fileURLToPath(import.meta.url)), 'compatibility');
const DRAFTS: Draft[] = ['07', '2019', '2020'];
const ajvKeywords = (draft: Draft) => Object.keys(createAjv(draft).RULES.keywords);
/** Keywords ajv reads while resolving references rather than through a rule. */
const RESOLVED_OUTSIDE_RULES = new Set(['$anchor']);

describe('the vocabulary table', () => {
  it.each(DRAFTS)('has an entry for every keyword the draft %s validator knows', (draft) => {
    const known = ajvKeywords(draft);
    expect(known.length).toBeGreaterThan(40);
    expect(known.filter((name) => keywordIn(draft, name) === undefined)).toEqual([]);
  });

  it.each(DRAFTS)('claims no keyword in draft %s that its validator does not know', (draft) => {
    const known = new Set(ajvKeywords(draft));
    const claimed = Object.keys(VOCABULARY).filter((name) => keywordIn(draft, name) !== undefined && !RESOLVED_OUTSIDE_RULES.has(name));
    expect(claimed.filter((name) => !known.has(name))).toEqual([]);
  });

  it('names handlers that reason about their keywords', () => {
    const missing = Object.entries(VOCABULARY).filter(([name, entry]) => {
      if (entry.handler === null) return false;
      const source = readFileSync(join(folder, entry.handler), 'utf8');
      return !source.includes(`'${name}'`) && !source.includes(`\`${name}\``);
    });
    expect(missing.map(([name, entry]) => `${name} → ${entry.handler}`)).toEqual([]);
  });

  it('agrees with the keyword → file map in compatibility/README.md', () => {
    const readme = readFileSync(join(folder, 'README.md'), 'utf8');
    const mapped = new Map<string, string>();
    for (const row of readme.split('\n').filter((line) => /^\| `/.test(line))) {
      const [, keywords, file] = row.split('|').map((cell) => cell.trim());
      for (const [, name] of keywords!.matchAll(/`([^`]+)`/g)) mapped.set(name!, file!);
    }
    expect(mapped.size).toBeGreaterThan(50);
    const expected = (name: string) => {
      const entry = VOCABULARY[name]!;
      return entry.kind === 'annotation' && entry.handler === null ? 'annotations' : entry.handler ?? 'none (unproven)';
    };
    const wrong = Object.keys(VOCABULARY).filter((name) => mapped.get(name) !== expected(name));
    expect(wrong.map((name) => `${name}: README says ${mapped.get(name)}, table says ${expected(name)}`)).toEqual([]);
    expect([...mapped.keys()].filter((name) => !Object.hasOwn(VOCABULARY, name))).toEqual([]);
  });
});

describe('the closed world', () => {
  it('calls every keyword the table says a draft enforces and no handler proves unproven, naming it', () => {
    /** A schema using each such keyword, in a draft that has it. */
    const uses: Record<string, JsonObject> = {
      $async: { type: 'string', $async: true },
      $dynamicRef: { $dynamicRef: '#/$defs/s', $defs: { s: { type: 'string' } } },
      $recursiveRef: { $schema: 'https://json-schema.org/draft/2019-09/schema', $recursiveRef: '#' },
    };
    const unhandled = Object.keys(VOCABULARY).filter((name) => VOCABULARY[name]!.handler === null && DRAFTS.some((draft) => enforced(draft, name)));
    expect(unhandled.sort()).toEqual(Object.keys(uses).sort());
    for (const [keyword, after] of Object.entries(uses)) {
      const { verdict, reasons } = compareSchemas({ type: 'string' }, after).backward;
      expect(verdict, keyword).not.toBe('proven');
      expect(reasons.map((r) => r.keyword), keyword).toContain(keyword);
    }
  });

  it('proves through a keyword with no handler that the draft does not enforce', () => {
    const notEnforced = Object.keys(VOCABULARY).filter((name) => VOCABULARY[name]!.handler === null && DRAFTS.every((draft) => !enforced(draft, name)));
    expect(notEnforced).toEqual(expect.arrayContaining(['title', 'description', '$comment', 'deprecated', 'id']));
    for (const name of ['title', 'description', '$comment', 'readOnly']) {
      expect(compareSchemas({ type: 'string' }, { type: 'string', [name]: name === 'readOnly' ? true : 'x' }).backward.verdict, name).toBe('proven');
    }
  });

  it('reads a word that is not a keyword of the draft as an annotation on both sides', () => {
    const d07 = 'http://json-schema.org/draft-07/schema#';
    const result = compareSchemas({ $schema: d07, type: 'object', prefixItems: [false] }, { $schema: d07, type: 'object', unevaluatedProperties: false, dependentSchemas: { a: false } });
    expect([result.backward.verdict, result.forward.verdict]).toEqual(['proven', 'proven']);
  });
});
