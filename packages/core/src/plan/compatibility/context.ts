// The state of one containment proof: the work budget, the coinductive assumptions that make
// recursive schemas terminate, and how a local counterexample is lifted to a whole payload.
import type { JsonValue } from '../../types.js';
import type { Sampler } from './samples.js';

/** Default number of steps one direction of one schema pair may take. */
export const DEFAULT_BUDGET = 100_000;

export class BudgetExceeded extends Error {
  constructor() {
    super('compatibility analysis budget exceeded');
  }
}

export class Budget {
  private left: number;
  constructor(steps: number) {
    this.left = steps;
  }
  step(cost = 1): void {
    this.left -= cost;
    if (this.left < 0) throw new BudgetExceeded();
  }
}

/** Builds the whole payload around a value placed where the proof currently stands. */
export type Lift = (local: JsonValue, s: Sampler) => JsonValue;

/** Why containment could not be proven at one place, with payloads that may show it breaks. */
export interface Failure {
  /** JSON pointer into the schema the payloads must now satisfy (backward: the new one). */
  readonly pointer: string;
  readonly rule: string;
  /** The keyword responsible. */
  readonly keyword: string;
  /** What changed, e.g. "`priority` is now required". */
  readonly detail: string;
  /** Whole payloads that may be valid on one side and rejected on the other; checked later. */
  readonly candidates: (s: Sampler) => JsonValue[];
  readonly fixes?: readonly string[];
}

export interface Context {
  readonly budget: Budget;
  /** Pairs assumed contained while their proof is in progress, with the instance depth they were assumed at. */
  readonly assumptions: Map<string, number>;
  readonly pointer: string;
  readonly lift: Lift;
  /** Instance depth: rises when the proof descends into a property or an item. */
  readonly depth: number;
}

export const at = (ctx: Context, pointer: string, lift?: Lift, descend = false): Context => ({
  ...ctx, pointer, lift: lift ?? ctx.lift, depth: ctx.depth + (descend ? 1 : 0),
});
