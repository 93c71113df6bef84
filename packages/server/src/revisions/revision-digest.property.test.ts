// The revision digest, hashed a step at a time, is the SHA-256 of the one canonical-JSON string of
// the steps (and of `{policy, steps}` with a policy report) for any step-like JSON: keys that
// JavaScript orders first ("1"), own `__proto__` keys, undefined members, unicode, nested arrays.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stableStringify, type JsonValue, type Plan, type PlanPolicy, type Step } from '@capctl/core';
import { revisionDigest, stepsDigest } from './revision-digest.js';

/** JSON as a step may hold it in memory: members and items may be undefined. */
type Loose = string | number | boolean | null | undefined | Loose[] | { [key: string]: Loose };

/** Keys that sort differently as strings and as JavaScript orders them, and keys that are not plain names. */
const keyArb = fc.oneof(
  fc.constantFrom('1', '10', '2', '0', '4294967295', '-1', '__proto__', '', 'kind', 'op', 'a', 'B', 'é', '😀', '\u2028', '\ud83d', 'toJSON'),
  fc.string({ maxLength: 4, unit: 'binary' }),
);
const leafArb: fc.Arbitrary<Loose> = fc.oneof(
  fc.string({ maxLength: 6, unit: 'binary' }), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null),
);
const { value: valueArb, object: objectArb } = fc.letrec<{ value: Loose; array: Loose[]; object: Record<string, Loose> }>((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leafArb, tie('array'), tie('object')),
  array: fc.array(fc.oneof(tie('value'), fc.constant(undefined)), { maxLength: 4 }),
  // Object.fromEntries makes own properties, `__proto__` too (as JSON.parse does).
  object: fc.array(fc.tuple(keyArb, fc.oneof(tie('value'), fc.constant(undefined))), { maxLength: 5 }).map((entries) => Object.fromEntries(entries)),
}));
/** A step as the planner starts one (kind, op, name first), with anything after. */
const stepArb = fc.tuple(fc.record({ kind: fc.constantFrom('action', 'destination'), op: fc.constantFrom('create', 'update'), name: fc.string() }), objectArb)
  .map(([head, rest]) => ({ ...head, ...rest }) as unknown as Step);
const planArb: fc.Arbitrary<Pick<Plan, 'steps' | 'policy'>> = fc.record({
  steps: fc.array(stepArb, { maxLength: 5 }),
  policy: fc.option(objectArb.map((report) => report as unknown as PlanPolicy), { nil: undefined }),
});

/** The digest of the one whole canonical-JSON string, as revisions were first digested. */
function wholeString(plan: Pick<Plan, 'steps' | 'policy'>): string {
  const value = plan.policy === undefined ? plan.steps : { steps: plan.steps, policy: plan.policy };
  return createHash('sha256').update(stableStringify(value as unknown as JsonValue)).digest('hex');
}

/** What a tree holds, so the property is seen to meet every kind of input it is about. */
function traits(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) traits(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const key of Object.keys(value)) {
      if (/^(0|[1-9]\d*)$/.test(key)) found.add('integer key');
      if (key === '__proto__') found.add('own __proto__');
      const member = (value as Record<string, unknown>)[key];
      if (member === undefined) found.add('undefined member');
      traits(member, found);
    }
  } else if (typeof value === 'string' && /[^\x20-\x7e]/.test(value)) found.add('non-ASCII');
  return found;
}

describe('revisionDigest over arbitrary step-like JSON', () => {
  it('is the digest of the whole canonical JSON, with and without a policy report', () => {
    const seen = new Map<string, number>();
    const count = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);
    fc.assert(fc.property(planArb, (plan) => {
      expect(revisionDigest(plan)).toBe(wholeString(plan));
      if (plan.policy === undefined) expect(stepsDigest(plan.steps)).toBe(wholeString(plan));
      count(plan.policy === undefined ? 'no policy report' : 'policy report');
      if (plan.steps.length > 1) count('several steps');
      for (const trait of traits(plan, new Set())) count(trait);
    }), { numRuns: 400 });
    for (const what of ['no policy report', 'policy report', 'several steps', 'integer key', 'own __proto__', 'undefined member', 'non-ASCII']) {
      expect(seen.get(what) ?? 0, what).toBeGreaterThan(10);
    }
  });
});
