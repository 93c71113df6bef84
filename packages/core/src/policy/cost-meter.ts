// The evaluation budget: every comprehension (`exists`, `all`, `map`, `filter`, ...), `in` and
// equality of lists and maps is charged the size of what it walks, so a policy that would run
// long stops with a clear error. Counted, not timed: the same plan always gives the same verdict.

/** Thrown inside CEL's evaluation when the budget runs out; the evaluator reads `exceeded`. */
export class BudgetExceeded extends Error {
  override readonly name = 'BudgetExceeded';
}

export class CostMeter {
  private remaining = 0;
  private spent = 0;
  exceeded = false;

  /** Gives the next evaluation a budget of `units` (the meter is shared by one evaluation at a time). */
  reset(units: number): void {
    this.remaining = units;
    this.spent = 0;
    this.exceeded = false;
  }

  charge(units: number): void {
    this.spent += units;
    this.remaining -= units;
    if (this.remaining < 0) {
      this.exceeded = true;
      throw new BudgetExceeded(`evaluation budget exceeded after ${this.spent} units`);
    }
  }

  /** Gives back what was charged since `used` was `spent` (an attempt whose work is done again). */
  rewind(spent: number): void {
    this.remaining += this.spent - spent;
    this.spent = spent;
    this.exceeded = false;
  }

  /** What evaluations since `reset` cost. */
  get used(): number {
    return this.spent;
  }
}

/** The meter the policy environment's functions charge; evaluation is synchronous, so one suffices. */
export const METER = new CostMeter();
