// Test fixtures for the planner, so tests read like sentences:
// `aState().applied(aDefinition().withAction(anAction('a')))` then plan something against it
// (definitions come from definition-builder.ts).
import type { Definition, PlanOptions, State } from '../types.js';
import { applyPlan } from '../plan/apply-plan.js';
import { emptyState } from '../plan/empty-state.js';
import { plan } from '../plan/plan.js';
import { DefinitionBuilder } from './definition-builder.js';

type DefinitionLike = Definition | DefinitionBuilder;
const toDefinition = (d: DefinitionLike): Definition => (d instanceof DefinitionBuilder ? d.build() : d);

/** Builds a state the way the service would: by applying plans of definitions in turn. */
export class StateBuilder {
  private constructor(private readonly state: State) {}

  static empty(orgId?: string): StateBuilder {
    return new StateBuilder(emptyState(orgId));
  }

  withCredential(id: string, label: string): StateBuilder {
    return new StateBuilder({ ...this.state, credentials: [...this.state.credentials, { id, label }] });
  }

  /** The state after planning and applying `definition`; fails the test if the plan has errors. */
  applied(definition: DefinitionLike, options: PlanOptions = {}): StateBuilder {
    const p = plan(toDefinition(definition), this.state, options);
    if (p.diagnostics.some((d) => d.severity === 'error')) throw new Error(`fixture plan failed: ${p.diagnostics.map((d) => d.message).join('; ')}`);
    return new StateBuilder(applyPlan(this.state, p, { now: '2026-01-01T00:00:00.000Z' }));
  }

  build(): State {
    return this.state;
  }
}

export const aState = (orgId?: string): StateBuilder => StateBuilder.empty(orgId);

/** Plans `definition` against `state` (either may be a builder). */
export const planOf = (definition: DefinitionLike, state: State | StateBuilder = aState(), options: PlanOptions = {}) =>
  plan(toDefinition(definition), state instanceof StateBuilder ? state.build() : state, options);
