// Properties of plans over generated definitions and states: determinism, idempotence, order, versions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ActionStep, Definition, Plan } from '../types.js';
import { applyPlan } from './apply-plan.js';
import { hasErrors } from './has-errors.js';
import { definitionArb, permute, seeded, stateArb } from '../testing/arbitraries.js';
import { KIND_RANK } from './order.js';
import { plan } from './plan.js';

const runs = { numRuns: 300 };

describe('plan properties', () => {
  it('is byte-identical whatever the order of lists and keys in the definition', () => {
    fc.assert(fc.property(definitionArb, stateArb, fc.integer(), (d, s, seed) => {
      const shuffled = permute(d, seeded(seed)) as Definition;
      const a = plan(d, s);
      const b = plan(shuffled, s);
      if (hasErrors(a)) {
        // Diagnostics point at positions in the definition, which moved; the outcome did not.
        expect(b.diagnostics.map((x) => x.message)).toEqual(a.diagnostics.map((x) => x.message));
        expect(b.steps).toEqual([]);
      } else expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    }), runs);
  });

  it('has nothing left to do once its plan is applied', () => {
    fc.assert(fc.property(definitionArb, stateArb, (d, s) => {
      const first = plan(d, s);
      fc.pre(!hasErrors(first));
      const again = plan(d, applyPlan(s, first));
      expect(again.steps).toEqual([]);
      expect(again.diagnostics).toEqual([]);
    }), runs);
  });

  it('orders steps by dependency: creates and updates up the ranks, then deletes down', () => {
    fc.assert(fc.property(definitionArb, stateArb, (d, s) => {
      const steps = plan(d, s).steps;
      const firstDelete = steps.findIndex((x) => x.op === 'delete');
      const live = firstDelete < 0 ? steps : steps.slice(0, firstDelete);
      const deletes = firstDelete < 0 ? [] : steps.slice(firstDelete);
      expect(deletes.every((x) => x.op === 'delete')).toBe(true);
      for (let i = 1; i < live.length; i++) expect(KIND_RANK[live[i]!.kind]).toBeGreaterThanOrEqual(KIND_RANK[live[i - 1]!.kind]);
      for (let i = 1; i < deletes.length; i++) expect(KIND_RANK[deletes[i]!.kind]).toBeLessThanOrEqual(KIND_RANK[deletes[i - 1]!.kind]);
    }), runs);
  });

  it('never lowers nor reuses a version', () => {
    fc.assert(fc.property(definitionArb, stateArb, (d, s) => {
      const p = plan(d, s);
      fc.pre(!hasErrors(p));
      for (const step of p.steps.filter((x): x is ActionStep => x.kind === 'action')) {
        expect(step.final_version).toBeGreaterThanOrEqual(step.current_version);
      }
      const after = applyPlan(s, p);
      const before = new Map(s.actions.map((a) => [a.id, a]));
      for (const action of after.actions) {
        const versions = action.history.map((h) => h.version);
        expect(versions).toEqual([...versions].sort((x, y) => x - y));
        expect(new Set(versions).size).toBe(versions.length);
        expect(action.version).toBe(versions.at(-1));
        const old = before.get(action.id);
        if (old !== undefined) {
          expect(action.version).toBeGreaterThanOrEqual(old.version);
          expect(action.history.slice(0, old.history.length)).toEqual(old.history);
        }
      }
    }), runs);
  });
});
