// The planner: a definition and a state in, ordered steps, a summary and diagnostics out.
// Pure and deterministic: permuting the definition's lists or keys gives byte-identical JSON.
import type { Definition, Diagnostic, Plan, PlanOptions, State } from '../types.js';
import { PLAN_FORMAT_VERSION } from '../types.js';
import { buildSteps } from './build-steps.js';
import { isError } from './has-errors.js';
import { withCredentialLabels } from './credential-labels.js';
import { ingestBehind, ingestChecks, protectedDeletes } from './checks.js';
import { indexState } from './current.js';
import { matchObjects } from './match.js';
import { normalizeDefinition } from './normalize.js';
import { orderSteps } from './order.js';
import { renameHints } from './rename-hints.js';
import { resolveSensitivePlaceholders } from './sensitive-placeholders.js';
import { summarize } from './summary.js';
import { dependencyClosure, partialDefinition } from './partial-definition.js';
import { markPartial } from './targets.js';
import { compareText as text } from '../compare-text.js';

/** Diagnostics in a stable order: by code, then message, then pointer. */
function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.sort((a, b) => text(a.code, b.code) || text(a.message, b.message) || text(a.pointer, b.pointer));
}

/**
 * Plans `definition` against `state`. A plan with an error diagnostic has no steps and must not
 * be applied. With `targets`, only they and what they depend on are planned, and the plan is
 * marked partial; a target that names nothing selects nothing (`targetProblems` finds those).
 */
export function plan(definition: Definition, state: State, options: PlanOptions = {}): Plan {
  const targets = options.targets ?? [];
  if (targets.length === 0) return planWhole(definition, state, options);
  const selected = dependencyClosure(targets, definition);
  // Every other object is planned as the state has it, so it compares equal and gets no step.
  return markPartial(planWhole(partialDefinition(definition, state, selected), state, options), targets, selected.size);
}

function planWhole(definition: Definition, state: State, options: PlanOptions): Plan {
  const desired = normalizeDefinition(definition, state.credentials);
  const placeholders = resolveSensitivePlaceholders(matchObjects(desired.objects, indexState(state)));
  const pairings = placeholders.pairings;
  const built = buildSteps(pairings, options);
  const diagnostics = sortDiagnostics([
    ...desired.diagnostics,
    ...placeholders.diagnostics,
    ...protectedDeletes(pairings, desired.objects),
    ...ingestChecks(desired.objects, built.finalVersions),
    ...ingestBehind(desired.objects, built.steps),
    ...renameHints(pairings),
  ]);
  const failed = diagnostics.some(isError);
  const steps = Object.freeze(failed ? [] : orderSteps(withCredentialLabels(built.steps, state.credentials)));
  return Object.freeze({
    format_version: PLAN_FORMAT_VERSION,
    serial: state.serial,
    steps,
    summary: summarize(steps, failed ? 0 : built.unchanged),
    diagnostics,
  });
}
