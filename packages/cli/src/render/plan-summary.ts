// The sentences every rendering of a plan ends with: the summary line, the breaking-change
// warning and the diagnostics, worded once.
import { formatDiagnostic, modeWeakening, plural, type Diagnostic, type Plan, type PlanSummary } from '@capctl/core';

/** `Plan: 3 to create, 1 to update, 1 to delete, 12 unchanged.` or `No changes. ...`. */
export function summaryLine(summary: PlanSummary): string {
  if (summary.create + summary.update + summary.delete === 0) {
    return `No changes. The state matches the definition (${summary.unchanged} unchanged).`;
  }
  return `Plan: ${summary.create} to create, ${summary.update} to update, ${summary.delete} to delete, ${summary.unchanged} unchanged.`;
}

/**
 * Said whenever a plan holds breaking schema changes: apply refuses them, unless the user
 * already passed --allow-breaking, in which case the note says they will be applied.
 */
export function breakingNote(summary: PlanSummary, allowBreaking = false): string | undefined {
  if (summary.breaking === 0) return undefined;
  const one = summary.breaking === 1;
  const changes = one ? '1 breaking schema change' : `${summary.breaking} breaking schema changes`;
  if (allowBreaking) return `${changes}: allowed by --allow-breaking.`;
  return `${changes}: apply refuses ${one ? 'it' : 'them'} unless --allow-breaking is given.`;
}

/**
 * Said whenever a plan weakens an action's compatibility mode: `CAUTION: 1 action weakens its
 * compatibility mode (orders: backward → none); apply refuses it unless --allow-breaking=orders
 * names it (a bare --allow-breaking does not).` With `allowed`, apply was given those names.
 */
export function weakenedModeNote(plan: Plan, allowed = false): string | undefined {
  const weakened = plan.steps.flatMap((step) => {
    const change = modeWeakening(step);
    return change === undefined ? [] : [{ name: step.name, ...change }];
  });
  if (weakened.length === 0) return undefined;
  const one = weakened.length === 1;
  const list = weakened.map((w) => `${w.name}: ${w.from} → ${w.to}`).join('; ');
  const head = `CAUTION: ${plural(weakened.length, 'action')} ${one ? 'weakens its' : 'weaken their'} compatibility mode (${list})`;
  const flags = weakened.map((w) => `--allow-breaking=${w.name}`).join(' ');
  if (allowed) return `${head}: allowed by ${flags}.`;
  return `${head}; later schema changes are checked less or not at all. Apply refuses ${one ? 'it' : 'them'} unless ${flags} names ${one ? 'it' : 'them'} (a bare --allow-breaking does not).`;
}

/** One environment variable whose value a step writes, and the sentence that says where. */
export interface EnvReadItem {
  readonly env: string;
  readonly text: string;
}

/** Each environment variable a plan's steps write the value of, with `NPM_TOKEN (destination exfil, header x-token)`. */
export function envReadItems(plan: Plan): EnvReadItem[] {
  return plan.steps.flatMap((step) => (step.env_reads ?? []).map((read) => ({
    env: read.env, text: `${read.env} (${step.kind} ${step.name}, header ${read.header})`,
  })));
}

/**
 * Said whenever a plan writes header values capctl read from the environment, naming each
 * variable: a definition that starts reading one (a new name in capctl.yaml, say) shows it here.
 */
export function envReadsNote(plan: Plan): string | undefined {
  const items = envReadItems(plan);
  if (items.length === 0) return undefined;
  return `Reads from the environment: ${items.map((item) => item.text).join('; ')}. These values are sent to the destinations named.`;
}

/** Said whenever a plan updates or deletes objects changed outside capctl: applying reverts those changes. */
export function driftNote(plan: Plan): string | undefined {
  const drifted = plan.steps.filter((step) => step.op !== 'create' && step.drift !== undefined);
  const count = drifted.length;
  if (count === 0) return undefined;
  const deletes = drifted.filter((step) => step.op === 'delete').length;
  const objects = count === 1 ? '1 object was' : `${count} objects were`;
  const them = count === 1 ? 'it' : 'them';
  const outcome = deletes === 0 ? `sets ${them} back to the definition`
    : deletes === count ? `deletes ${them} with those changes`
      : `sets ${count - deletes} back to the definition and deletes ${deletes} with ${deletes === 1 ? 'its' : 'their'} changes`;
  return `${objects} changed outside capctl since the last apply; this plan ${outcome}.`;
}

/** Said whenever a plan is partial (`--target`): what it covers, and that nothing else was compared. */
export function partialNote(plan: Plan): string | undefined {
  if (plan.partial !== true) return undefined;
  const targets = (plan.targets ?? []).join(', ');
  return `Partial plan: only ${targets} and what ${(plan.targets ?? []).length === 1 ? 'it depends' : 'they depend'} on; other objects were not compared and stay as they are.`;
}

/** `38 ms` under a second (a fast apply should not read `0.0s`), else `1.2s`. */
export function formatSeconds(ms: number): string {
  const clamped = Math.max(0, ms);
  return clamped < 1000 ? `${Math.round(clamped)} ms` : `${(clamped / 1000).toFixed(1)}s`;
}

/** `Applied revision 5b0e7c4a-…: 3 created, 1 updated, 1 deleted in 1.2s` (or `in 38 ms`). */
export function appliedMessage(revisionId: string, summary: PlanSummary, elapsedMs: number): string {
  return `Applied revision ${revisionId}: ${summary.create} created, ${summary.update} updated, ${summary.delete} deleted in ${formatSeconds(elapsedMs)}`;
}

/** `error: file:line:column: message (pointer)`: core's one text form, with its severity. */
export function diagnosticText(diagnostic: Diagnostic): string {
  return `${diagnostic.severity}: ${formatDiagnostic(diagnostic)}`;
}
