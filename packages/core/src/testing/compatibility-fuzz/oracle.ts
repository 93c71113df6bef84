// The oracle: for each direction the analysis calls proven, search for a payload the "from"
// schema accepts and the "to" schema rejects (ajv judging both). Candidates come from the
// analysis's own sampler, a generic generator, the literals of both schemas and edge values,
// then neighbours of every accepted payload.
import type { CompatibilityDirection, DirectionVerdict, JsonValue } from '../../types.js';
import { compareSchemas } from '../../plan/compatibility.js';
import { Budget } from '../../plan/compatibility/context.js';
import { samples } from '../../plan/compatibility/samples.js';
import { rootNode } from '../../plan/compatibility/schema-node.js';
import { EDGE_NUMBERS, EDGE_STRINGS, LITERALS } from './edge-values.js';
import { jsonText } from './json-tree.js';
import type { Judge } from './judge.js';
import { harvest, instance, neighbour } from './payloads.js';
import type { Rng } from './prng.js';

/** A payload that shows a proven direction wrong. */
export interface Counterexample {
  readonly old: JsonValue;
  readonly new: JsonValue;
  readonly direction: CompatibilityDirection;
  readonly payload: JsonValue;
}

export interface DirectionCheck {
  readonly verdict: DirectionVerdict;
  /** Payloads the "from" side accepted, each then judged by the "to" side (proven directions only). */
  readonly checked: number;
  readonly counterexample?: Counterexample;
}

export interface PairCheck {
  /** False when ajv cannot compile one of the schemas: the pair says nothing about soundness. */
  readonly compiles: boolean;
  readonly backward: DirectionCheck;
  readonly forward: DirectionCheck;
}

export const fromTo = (c: Pick<Counterexample, 'old' | 'new' | 'direction'>): [JsonValue, JsonValue] =>
  (c.direction === 'backward' ? [c.old, c.new] : [c.new, c.old]);

/** Whether the analysis proves the direction while the payload shows it wrong. */
export function holds(c: Counterexample, judge: Judge): boolean {
  const [from, to] = fromTo(c);
  if (judge.accepts(from, c.payload) !== true || judge.accepts(to, c.payload) !== false) return false;
  return compareSchemas(c.old, c.new)[c.direction].verdict === 'proven';
}

function projectSamples(from: JsonValue, to: JsonValue): JsonValue[] {
  try {
    return samples([rootNode(from)], rootNode(to), { budget: new Budget(20_000) });
  } catch {
    return [];
  }
}

/** Search one proven direction for a counterexample within `tries` candidate payloads. */
export function search(old: JsonValue, next: JsonValue, direction: CompatibilityDirection, rng: Rng, judge: Judge, tries: number): DirectionCheck {
  const [from, to] = fromTo({ old, new: next, direction });
  const found = harvest(to, harvest(from));
  const pool = [...found.values, ...EDGE_NUMBERS, ...EDGE_STRINGS.slice(0, 12)];
  const names = [...found.names];
  const seen = new Set<string>();
  const accepted: JsonValue[] = [];
  let checked = 0;
  const consider = (p: JsonValue): Counterexample | undefined => {
    const key = jsonText(p);
    if (seen.has(key)) return undefined;
    seen.add(key);
    if (judge.accepts(from, p) !== true) return undefined;
    checked += 1;
    accepted.push(p);
    return judge.accepts(to, p) === false ? { old, new: next, direction, payload: p } : undefined;
  };
  const first: JsonValue[] = [...projectSamples(from, to), ...LITERALS, ...found.values.slice(0, 60)];
  for (let i = 0; i < tries / 3; i++) first.push(instance(from, from, rng));
  let left = tries;
  for (const p of first) {
    if (left-- <= 0) break;
    const ce = consider(p);
    if (ce) return { verdict: 'proven', checked, counterexample: ce };
  }
  while (left-- > 0 && accepted.length > 0) {
    const ce = consider(neighbour(rng.pick(accepted), pool, names, rng));
    if (ce) return { verdict: 'proven', checked, counterexample: ce };
  }
  return { verdict: 'proven', checked };
}

/** Both directions of one pair: the analysis's verdicts, and a search under each proven one. */
export function checkPair(old: JsonValue, next: JsonValue, rng: Rng, judge: Judge, tries: number): PairCheck {
  const compiles = judge.validator(old) !== undefined && judge.validator(next) !== undefined;
  const result = compareSchemas(old, next);
  const direction = (d: CompatibilityDirection): DirectionCheck => {
    const verdict = result[d].verdict;
    if (verdict !== 'proven' || !compiles) return { verdict, checked: 0 };
    return search(old, next, d, rng, judge, tries);
  };
  return { compiles, backward: direction('backward'), forward: direction('forward') };
}
