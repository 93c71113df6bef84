// `capctl plan`'s exit status with a policy report: 3 whenever the report refuses the apply
// (mandatory, overridable, not evaluated), with or without --detailed-exitcode; advisory alone
// changes nothing.
import { describe, expect, it } from 'vitest';
import { PlanBuilder } from '../testing/plan-fixture.js';
import { advisory, evalError, mandatory, overridable, withPolicy } from '../testing/policy-fixture.js';
import { planExitCode } from './plan.js';

const changed = () => new PlanBuilder().createResource('metrics', 'prom', { name: 'prom' }).build();
const unchanged = () => new PlanBuilder().unchanged(3).build();

describe('planExitCode', () => {
  it('is 3 for a mandatory or overridable violation or a policy not evaluated, whatever the flag', () => {
    const blocking = [
      { results: [mandatory('no-big-deletes', 'plan', 'too many')] },
      { results: [overridable('hosts', 'destination/pager', 'not allowed')] },
      { errors: [evalError('slow', 'plan', 'ran out of budget')] },
      { errors: [{ ...evalError('slow', 'plan', 'ran out of budget'), enforcement: 'advisory' as const }] },
    ];
    for (const report of blocking) {
      for (const plan of [changed(), unchanged()]) {
        expect(planExitCode(withPolicy(plan, report), false)).toBe(3);
        expect(planExitCode(withPolicy(plan, report), true)).toBe(3);
      }
    }
  });

  it('is 0 for advisory violations alone, and what --detailed-exitcode says of the changes', () => {
    const report = { results: [advisory('naming', 'metrics/prom', 'rename it')] };
    expect(planExitCode(withPolicy(changed(), report), false)).toBe(0);
    expect(planExitCode(withPolicy(changed(), report), true)).toBe(2);
    expect(planExitCode(withPolicy(unchanged(), report), true)).toBe(0);
  });

  it('is unchanged for a plan no policy set was consulted for, or whose policies all pass', () => {
    expect(planExitCode(changed(), false)).toBe(0);
    expect(planExitCode(changed(), true)).toBe(2);
    expect(planExitCode(withPolicy(changed(), {}), true)).toBe(2);
  });
});
