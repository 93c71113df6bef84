// The differential fuzzer in CI: a fixed budget of schema pairs from a printed seed, no
// counterexample to any proven verdict, and enough proven verdicts really checked. Every saved
// counterexample (fixtures/) is replayed: its pair must never be proven in that direction again.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CompatibilityDirection, JsonValue } from '../../types.js';
import { compareSchemas } from '../../plan/compatibility.js';
import { fixtureName, parseFixture } from './fixture.js';
import { isJsonObject } from '../../json-object.js';
import { getAt, schemaPaths } from './json-tree.js';
import { Judge } from './judge.js';
import { DRAFTS, draftOfDocument, KEYWORDS } from './vocabulary.js';
import { fromTo, search, type Counterexample } from './oracle.js';
import { Rng } from './prng.js';
import { describeCounterexample, describeStats } from './report.js';
import { fuzz, pair, shares } from './run.js';
import { shrink } from './shrink.js';

/** The CI budget: pairs, not time, so the same seed does the same work on any machine. */
const SEED = 20261127;
const PAIRS = 700;

/**
 * Saved counterexamples the analysis still gets wrong, each with the family of issue 33 it
 * belongs to. Their replay is expected to fail (it.fails), and the CI run tolerates finding
 * them again; any other counterexample fails the run. Remove an entry when its fix lands.
 */
const KNOWN_UNSOUND: Readonly<Record<string, string>> = {};

const here = dirname(fileURLToPath(import.meta.url));
const fixtureDir = join(here, 'fixtures');
const fixtureFiles = readdirSync(fixtureDir).filter((f) => f.endsWith('.json')).sort();

describe('the compatibility fuzzer', () => {
  it(`finds no counterexample to a proven verdict in ${PAIRS} pairs (seed ${SEED})`, () => {
    console.log(`compatibility fuzz: seed ${SEED}, ${PAIRS} pairs (replay one with npm run fuzz:compat -- --seed ${SEED} --pairs ${PAIRS})`);
    const stats = fuzz({ seed: SEED, pairs: PAIRS });
    console.log(describeStats(stats));
    const known = stats.counterexamples.filter((c) => KNOWN_UNSOUND[fixtureName(c)] !== undefined);
    if (known.length > 0) console.log(`known, not fixed yet: ${known.map((c) => fixtureName(c)).join(', ')}`);
    expect(stats.counterexamples.filter((c) => !known.includes(c)).map(describeCounterexample)).toEqual([]);
    // Only meaningful if proofs were attempted and checked with real payloads, and if the
    // analysis still proves a fair share: a change that makes everything unproven fails here.
    expect(stats.pairs).toBe(PAIRS);
    expect(stats.provenChecked).toBeGreaterThan(340);
    expect(stats.payloadsChecked).toBeGreaterThan(14_000);
    expect(shares(stats).proven).toBeGreaterThan(35);
    expect(stats.verdicts.breaking).toBeGreaterThan(85);
    expect(stats.uncompilable).toBeLessThan(PAIRS / 4);
  }, 600_000);

  it('draws the same pair again from a seed and an index', () => {
    expect(pair(SEED, 41).new).toEqual(pair(SEED, 41).new);
    expect(pair(SEED, 41).old).not.toEqual(pair(SEED, 42).old);
  });
});

describe('the grammar', () => {
  it('writes every keyword each draft\'s ajv knows, booleans where schemas stand, and every draft', () => {
    const written = new Set<string>();
    const drafts = new Set<string>();
    let booleans = 0;
    for (let i = 0; i < 400; i++) {
      const { old, new: next } = pair(SEED, i);
      for (const doc of [old, next]) {
        drafts.add(draftOfDocument(doc));
        for (const path of schemaPaths(doc)) {
          const s = getAt(doc, path);
          if (typeof s === 'boolean' && path.length > 0) booleans += 1;
          if (isJsonObject(s)) Object.keys(s).forEach((k) => written.add(k));
        }
      }
    }
    const known = new Set([...Object.keys(KEYWORDS), 'then', 'else', '$defs', 'definitions', '$schema']);
    for (const draft of DRAFTS) {
      const ajv = new Judge().instance(draft);
      const missing = Object.keys(ajv.RULES.all).filter((k) => !known.has(k));
      expect(missing, `keywords ajv ${draft} knows and the grammar does not`).toEqual([]);
    }
    expect([...known].filter((k) => !written.has(k))).toEqual([]);
    expect([...drafts].sort()).toEqual(['07', '2019', '2020']);
    expect(booleans).toBeGreaterThan(200);
  });
});

describe('the oracle, told a break is proven', () => {
  // Pairs with a known break, one per family of issue 33: the search must find the payload.
  const known: [string, JsonValue, JsonValue, CompatibilityDirection][] = [
    ['maxLength added', {}, { maxLength: 1 }, 'backward'],
    ['formatMinimum added', { type: 'string', format: 'date' }, { type: 'string', format: 'date', formatMinimum: '2020-01-01' }, 'backward'],
    ['nullable widened, read forward', { type: 'string' }, { type: 'string', nullable: true }, 'forward'],
    ['if false picks else', {}, { if: false, then: { const: 'then' }, else: { const: 'else' } }, 'backward'],
    ['multipleOf at the float edge', { type: 'number' }, { type: 'number', multipleOf: 0.1 }, 'backward'],
    ['constructor under properties', { type: 'object' }, { type: 'object', properties: { constructor: { type: 'string' } } }, 'backward'],
    ['unevaluatedItems beside allOf', { type: 'array' }, { type: 'array', allOf: [{ prefixItems: [true] }], unevaluatedItems: false }, 'backward'],
  ];
  it.each(known)('finds the payload that breaks: %s', (_name, old, next, direction) => {
    const found = search(old, next, direction, new Rng(SEED), new Judge(), 300);
    expect(found.counterexample, 'no counterexample found').toBeDefined();
    const judge = new Judge();
    const [from, to] = fromTo({ old, new: next, direction });
    expect(judge.accepts(from, found.counterexample!.payload)).toBe(true);
    expect(judge.accepts(to, found.counterexample!.payload)).toBe(false);
  });

  it('shrinks a counterexample to its smallest form', () => {
    const judge = new Judge();
    const big: Counterexample = {
      old: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'integer', minimum: 3 } }, required: ['b'] },
      new: { type: 'object', properties: { a: { type: 'string', maxLength: 2 }, b: { type: 'integer' } } },
      direction: 'backward',
      payload: { a: 'long text', b: 7, c: [1, 2, 3] },
    };
    const breaks = (c: Counterexample) => { const [from, to] = fromTo(c); return judge.accepts(from, c.payload) === true && judge.accepts(to, c.payload) === false; };
    const small = shrink(big, breaks);
    expect(breaks(small)).toBe(true);
    expect(small.old).toEqual({});
    expect(JSON.stringify(small).length).toBeLessThan(JSON.stringify(big).length / 2);
  });
});

describe('saved counterexamples', () => {
  it('are read from the fixtures folder', () => {
    expect(readdirSync(fixtureDir)).toContain('README.md');
  });
  const replay = (file: string) => () => {
    const f = parseFixture(file, readFileSync(join(fixtureDir, file), 'utf8'));
    const judge = new Judge();
    const [from, to] = fromTo(f);
    // The fixture still shows a break under ajv, so the assertion below guards something real.
    expect(judge.accepts(from, f.payload)).toBe(true);
    expect(judge.accepts(to, f.payload)).toBe(false);
    expect(compareSchemas(f.old, f.new)[f.direction].verdict).not.toBe('proven');
  };
  for (const file of fixtureFiles) {
    const reason = KNOWN_UNSOUND[file];
    if (reason === undefined) it(`${file} is not proven in its direction`, replay(file));
    else it.fails(`${file} is not proven in its direction (known unsound, ${reason})`, replay(file));
  }
});
