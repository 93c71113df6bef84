// One fuzzing run: schema pairs drawn from a seed (pair i from its own sub-seed, so any pair can
// be replayed alone), each checked by the oracle, counterexamples shrunk, outcomes counted.
import type { CompatibilityDirection, DirectionVerdict, JsonValue } from '../../types.js';
import { document } from './grammar.js';
import { jsonText } from './json-tree.js';
import { Judge } from './judge.js';
import { mutate } from './mutate.js';
import { checkPair, holds, type Counterexample } from './oracle.js';
import { Rng } from './prng.js';
import { shrink } from './shrink.js';

export interface FuzzOptions {
  readonly seed: number;
  /** Pairs to try; the run also ends when `stop` (asked before each pair, with the counts so far) says so. */
  readonly pairs: number;
  /** The index of the first pair (to replay pair i alone: first i, pairs 1). */
  readonly first?: number;
  readonly stop?: (sofar: FuzzStats) => boolean;
  /** Candidate payloads per proven direction. */
  readonly tries?: number;
  /** Called with each new (shrunk) counterexample as it is found. */
  readonly found?: (c: FoundCounterexample) => void;
}

export interface FoundCounterexample extends Counterexample {
  /** The run's seed and the pair's index: `pair(seed, index)` draws the same pair again. */
  readonly seed: number;
  readonly index: number;
}

export interface FuzzStats {
  readonly seed: number;
  pairs: number;
  /** Pairs ajv could not compile (skipped: they say nothing about soundness). */
  uncompilable: number;
  /** Verdicts of the directions of compilable pairs. */
  readonly verdicts: Record<DirectionVerdict, number>;
  /** Proven directions searched with at least one payload the "from" side accepts. */
  provenChecked: number;
  /** Payloads judged by both sides under proven directions. */
  payloadsChecked: number;
  readonly counterexamples: FoundCounterexample[];
}

/** Pair `index` of a run: mostly the old schema and an edit of it, sometimes two unrelated ones. */
export function pair(seed: number, index: number): { old: JsonValue; new: JsonValue; rng: Rng } {
  const rng = new Rng(Rng.pairSeed(seed, index));
  const old = document(rng);
  const roll = rng.next();
  const next = roll < 0.75 ? mutate(old, rng) : roll < 0.85 ? mutate(mutate(old, rng), rng) : document(rng);
  return { old, new: next, rng };
}

export function fuzz(options: FuzzOptions): FuzzStats {
  const judge = new Judge();
  const stats: FuzzStats = {
    seed: options.seed, pairs: 0, uncompilable: 0, verdicts: { proven: 0, breaking: 0, unproven: 0 }, provenChecked: 0, payloadsChecked: 0, counterexamples: [],
  };
  const known = new Set<string>();
  const first = options.first ?? 0;
  for (let index = first; index < first + options.pairs && !(options.stop?.(stats) ?? false); index++) {
    const p = pair(options.seed, index);
    const check = checkPair(p.old, p.new, p.rng, judge, options.tries ?? 150);
    stats.pairs += 1;
    if (!check.compiles) {
      stats.uncompilable += 1;
      continue;
    }
    for (const d of ['backward', 'forward'] as const satisfies CompatibilityDirection[]) {
      const c = check[d];
      stats.verdicts[c.verdict] += 1;
      stats.payloadsChecked += c.checked;
      if (c.checked > 0) stats.provenChecked += 1;
      if (c.counterexample === undefined) continue;
      const small: FoundCounterexample = { ...shrink(c.counterexample, (x) => holds(x, judge)), seed: options.seed, index };
      const key = `${small.direction}:${jsonText(small.old)}:${jsonText(small.new)}`;
      if (known.has(key)) continue;
      known.add(key);
      stats.counterexamples.push(small);
      options.found?.(small);
    }
  }
  return stats;
}

/** The share of compilable pairs' directions with each verdict, in percent. */
export function shares(stats: FuzzStats): Record<DirectionVerdict, number> {
  const all = stats.verdicts.proven + stats.verdicts.breaking + stats.verdicts.unproven;
  const pct = (n: number) => (all === 0 ? 0 : Math.round((1000 * n) / all) / 10);
  return { proven: pct(stats.verdicts.proven), breaking: pct(stats.verdicts.breaking), unproven: pct(stats.verdicts.unproven) };
}
