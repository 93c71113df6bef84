// One direction of a schema comparison: prove containment, and for every place the proof fails
// look for a witness payload that ajv accepts on one side and rejects on the other. A reason with
// a witness is `breaking`; one without is `unproven`. Nothing is `proven` unless the proof holds.
import type { BreakingReason, CompatibilityDirection, DirectionOutcome, JsonValue, UnprovenReason } from '../../types.js';
import { Budget, BudgetExceeded, DEFAULT_BUDGET, type Context, type Failure } from './context.js';
import { contained } from './contained.js';
import { accepts } from './payload-validators.js';
import { prototypeName } from './prototype-names.js';
import { samples, type Sampler } from './samples.js';
import { rootNode, type SchemaNode } from './schema-node.js';

export interface CompareOptions {
  /** Steps the proof of one direction may take before it gives up as `unproven` (default 100,000). */
  readonly budget?: number;
}

/** Candidate payloads tried per reason, and in all, before a reason is left unproven. */
const TRIES_PER_REASON = 80;
const TRIES_IN_ALL = 800;

const sides = (dir: CompatibilityDirection) => (dir === 'backward' ? ['old', 'new'] : ['new', 'old']);

function reasonOf(f: Failure, witness: JsonValue | undefined, dir: CompatibilityDirection): BreakingReason | UnprovenReason {
  const [valid, rejecting] = sides(dir);
  const where = `${f.pointer === '' ? '/' : f.pointer}: ${f.detail}`;
  if (witness !== undefined) {
    return {
      pointer: f.pointer, rule: f.rule, direction: dir, verdict: 'breaking', witness,
      // The payload itself is `witness`: renderers show it (cut, escaped) beside this message.
      message: f.detail,
      ...(f.fixes ? { fixes: f.fixes } : {}),
    };
  }
  return {
    pointer: f.pointer, rule: 'unproven', direction: dir, verdict: 'unproven', keyword: f.keyword || 'schema',
    message: `not proven that every payload valid in the ${valid} schema stays valid in the ${rejecting} one (${where}); `
      + 'no payload that breaks was found either, so the change is not treated as compatible',
    ...(f.fixes ? { fixes: f.fixes } : {}),
  };
}

function findWitness(f: Failure, from: SchemaNode, to: SchemaNode, sampler: Sampler, left: { tries: number }): JsonValue | undefined {
  let candidates: JsonValue[];
  try {
    candidates = f.candidates(sampler);
  } catch (e) {
    if (e instanceof BudgetExceeded) return undefined;
    throw e;
  }
  for (const c of candidates.slice(0, TRIES_PER_REASON)) {
    if (left.tries-- <= 0) return undefined;
    if (accepts(from, c) === true && accepts(to, c) === false) return c;
  }
  return undefined;
}

/** The verdict the reasons carry: breaking reasons (each with its witness) first. */
export function directionOf(reasons: readonly (BreakingReason | UnprovenReason)[]): DirectionOutcome {
  const breaking = reasons.filter((r): r is BreakingReason => r.verdict === 'breaking');
  const unproven = reasons.filter((r): r is UnprovenReason => r.verdict === 'unproven');
  const [first, ...rest] = breaking;
  if (first !== undefined) return { verdict: 'breaking', reasons: [first, ...rest, ...unproven] };
  const [one, ...others] = unproven;
  return one === undefined ? { verdict: 'proven', reasons: [] } : { verdict: 'unproven', reasons: [one, ...others] };
}

/** Does every payload `from` accepts pass `to`? `dir` only names the relation in the reasons. */
export function compareDirection(from: JsonValue | undefined, to: JsonValue | undefined, dir: CompatibilityDirection, options: CompareOptions = {}): DirectionOutcome {
  const a = rootNode(from ?? true);
  const b = rootNode(to ?? true);
  const budget = new Budget(options.budget ?? DEFAULT_BUDGET);
  const ctx: Context = { budget, assumptions: new Map(), pointer: '', lift: (v) => v, depth: 0 };
  let failures: Failure[];
  const inherited = prototypeName(a.schema) ?? prototypeName(b.schema);
  try {
    failures = inherited !== undefined
      ? [{
        pointer: '', rule: 'unproven', keyword: inherited.keyword, candidates: (s) => samples([a], b, s),
        detail: `property name ${JSON.stringify(inherited.name)} is looked up by the validator through the JavaScript prototype, which is not analysed`,
      }]
      : contained([a], b, ctx);
  } catch (e) {
    if (!(e instanceof BudgetExceeded)) throw e;
    failures = [{
      pointer: '', rule: 'unproven', keyword: 'budget', detail: 'the schemas are too large or too deeply nested to compare within the work budget',
      candidates: (s) => samples([a], b, s),
    }];
  }
  const sampler: Sampler = { budget: new Budget(Math.max(20_000, (options.budget ?? DEFAULT_BUDGET) / 5)) };
  const left = { tries: TRIES_IN_ALL };
  const seen = new Set<string>();
  const reasons: (BreakingReason | UnprovenReason)[] = [];
  for (const f of failures) {
    const reason = reasonOf(f, findWitness(f, a, b, sampler, left), dir);
    const key = `${f.pointer}\u0000${reason.rule}\u0000${f.detail}`;
    if (seen.has(key)) continue;
    seen.add(key);
    reasons.push(reason);
  }
  return directionOf(reasons);
}
