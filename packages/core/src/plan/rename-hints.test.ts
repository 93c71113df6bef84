// A plan that deletes an object and creates one of its kind with the same configuration says
// how to rename it instead (`aliases`), as an `info` diagnostic that never stops the plan.
import { describe, expect, it } from 'vitest';
import { aDefinition, aDestination, anAction, aState, objectSchema, planOf } from '../testing/index.js';
import { applyPlan } from './apply-plan.js';

describe('rename hints', () => {
  it('hints at aliases for an action deleted and created again with the same schema, and still plans both', () => {
    const state = aState().applied(aDefinition().withAction(anAction('drain-orders')));
    const p = planOf(aDefinition().withAction(anAction('drain-all-orders')), state);
    expect(p.steps.map((s) => `${s.op} ${s.name}`).sort()).toEqual(['create drain-all-orders', 'delete drain-orders']);
    expect(p.diagnostics).toEqual([{
      severity: 'info',
      code: 'possible_rename',
      pointer: '/actions',
      message: 'action "drain-all-orders" is created and action "drain-orders" deleted with the same configuration; if this is a rename, '
        + 'add `aliases: [drain-orders]` to "drain-all-orders" so that it is renamed in place, keeping its id and version history',
    }]);
    // Only explains: the plan applies as it is.
    expect(applyPlan(state.build(), p).actions.filter((a) => a.deleted_at === null).map((a) => a.variant)).toEqual(['drain-all-orders']);
  });

  it('hints for a destination, once per deleted object, and not when the configuration differs', () => {
    const url = (path: string) => ({ config: { url: `https://hooks.example.com/${path}` } });
    const state = aState().applied(aDefinition().withDestination(aDestination('pager', url('p')), aDestination('other', url('o'))));
    const p = planOf(aDefinition().withDestination(aDestination('oncall', url('p')), aDestination('oncall-2', url('p')), aDestination('changed', url('x'))), state);
    const hints = p.diagnostics.filter((d) => d.code === 'possible_rename');
    expect(hints.map((d) => d.message.slice(0, d.message.indexOf(';')))).toEqual([
      'destination "oncall" is created and destination "pager" deleted with the same configuration',
    ]);
  });

  it('says nothing once aliases rename the object, nor when the schema changed', () => {
    const state = aState().applied(aDefinition().withAction(anAction('old')));
    expect(planOf(aDefinition().withAction(anAction('new', { aliases: ['old'] })), state).diagnostics).toEqual([]);
    const changed = planOf(aDefinition().withAction(anAction('new', { schema: objectSchema({ code: { type: 'integer' } }) })), state);
    expect(changed.steps).toHaveLength(2);
    expect(changed.diagnostics).toEqual([]);
  });
});
