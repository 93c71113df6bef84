// `capctl policies plan` in each format: per source (the state, the last plan), what the proposed
// policy set newly flags, stops flagging, flags differently, or fails on. Every string from a
// policy, the state or the service passes its medium's safe-text function here; the JSON is
// described by schemas/policies-plan.schema.json.
import { plural } from '@capctl/core';
import type { PolicyEvaluationError, PolicyFlagChange, PolicyReportComparison, PolicyResult } from '@capctl/core/policy';
import { markerLine } from '../render/markdown-escape.js';
import { logLine, markdownText, terminalText } from '../render/safe-text/index.js';

/** What one source's policies were compared over: the state as it is, or the newest planned revision. */
export type ComparedSource =
  | { readonly source: 'state'; readonly serial: number }
  /** `serial`: the state serial the revision was planned against. */
  | { readonly source: 'revision'; readonly revision_id: string; readonly serial: number };

export interface SourceChanges extends PolicyReportComparison {
  readonly compared: ComparedSource;
}

/** The model every format renders. */
export interface PoliciesPlan {
  readonly path: string;
  /** Where the state and the set in force were read, e.g. `local state .capctl/state.db (org 1)`. */
  readonly where: string;
  readonly inForce: { readonly version: number; readonly digest: string; readonly policies: number };
  readonly proposed: { readonly policies: number };
  /** The state first, then the last plan when there is a planned revision. */
  readonly sources: readonly SourceChanges[];
}

/** `capctl policies plan --format json` starts with this (schemas/policies-plan.schema.json). */
export const POLICIES_PLAN_FORMAT_VERSION = 1;

/** The hidden first line of the Markdown, by which a workflow finds its own comment. */
export const POLICIES_PLAN_MARKER = 'capctl-policies-plan';

export const changeCount = (plan: PoliciesPlan): number =>
  plan.sources.reduce((n, s) => n + s.flagged.length + s.cleared.length + s.changed.length + s.errors.length, 0);

const sourceTitle = (c: ComparedSource): string => (c.source === 'state' ? `State (serial ${c.serial})` : `Last plan (revision ${c.revision_id})`);

interface Row {
  readonly change: string;
  readonly symbol: string;
  readonly policy: string;
  readonly subject: string;
  readonly enforcement: string;
  readonly message: string;
}

function rows(s: SourceChanges): Row[] {
  const result = (change: string, symbol: string) => (r: PolicyResult): Row => ({ change, symbol, policy: r.policy, subject: r.subject, enforcement: r.enforcement, message: r.message });
  const changed = (c: PolicyFlagChange): Row => ({
    change: 'flagged differently', symbol: '~', policy: c.policy, subject: c.subject,
    enforcement: c.before.enforcement === c.after.enforcement ? c.after.enforcement : `${c.before.enforcement} → ${c.after.enforcement}`,
    message: c.before.message === c.after.message ? c.after.message : `${c.before.message} → ${c.after.message}`,
  });
  const failed = (e: PolicyEvaluationError): Row => ({ change: 'fails', symbol: '!', policy: e.policy, subject: e.subject, enforcement: e.enforcement, message: e.message });
  return [...s.flagged.map(result('newly flagged', '+')), ...s.cleared.map(result('no longer flagged', '-')), ...s.changed.map(changed), ...s.errors.map(failed)];
}

function totals(plan: PoliciesPlan): string {
  const sum = (pick: (s: SourceChanges) => readonly unknown[]) => plan.sources.reduce((n, s) => n + pick(s).length, 0);
  const parts = [
    `${sum((s) => s.flagged)} newly flagged`, `${sum((s) => s.cleared)} no longer flagged`,
    ...(sum((s) => s.changed) > 0 ? [`${sum((s) => s.changed)} flagged differently`] : []),
    ...(sum((s) => s.errors) > 0 ? [`${plural(sum((s) => s.errors), 'evaluation error')}`] : []),
  ];
  return `${plural(changeCount(plan), 'change')}: ${parts.join(', ')}.`;
}

const heading = (plan: PoliciesPlan): string =>
  `The policies of ${plan.path} (${plural(plan.proposed.policies, 'policy', 'policies')}) against the set in force (version ${plan.inForce.version}, ${plural(plan.inForce.policies, 'policy', 'policies')}) at ${plan.where}:`;

const noPlanned = 'Last plan: no planned revision to compare with.';

export function policiesPlanText(plan: PoliciesPlan): string {
  const lines = [heading(plan), ''];
  for (const s of plan.sources) {
    const found = rows(s);
    lines.push(`${sourceTitle(s.compared)}: ${found.length === 0 ? 'no change' : plural(found.length, 'change')}`);
    for (const r of found) lines.push(`  ${r.symbol} ${r.change}  ${r.policy} on ${r.subject} [${r.enforcement}]: ${r.message}`);
  }
  if (!plan.sources.some((s) => s.compared.source === 'revision')) lines.push(noPlanned);
  lines.push('', changeCount(plan) === 0 ? 'No change: the new set flags what the set in force flags.' : totals(plan));
  // Policy messages and subjects are data: one line each, nothing a terminal or a CI log would act on.
  return `${lines.map((line) => logLine(terminalText(line))).join('\n')}\n`;
}

export function policiesPlanMarkdown(plan: PoliciesPlan): string {
  const lines = [markerLine(POLICIES_PLAN_MARKER), '### capctl policies plan', '', markdownText(heading(plan)), ''];
  for (const s of plan.sources) {
    const found = rows(s);
    lines.push(`#### ${markdownText(sourceTitle(s.compared))}`, '');
    if (found.length === 0) {
      lines.push('No change.', '');
      continue;
    }
    lines.push('| Change | Policy | Subject | Enforcement | Message |', '|---|---|---|---|---|');
    for (const r of found) lines.push(`| ${r.change} | ${markdownText(r.policy)} | ${markdownText(r.subject)} | ${markdownText(r.enforcement)} | ${markdownText(r.message)} |`);
    lines.push('');
  }
  if (!plan.sources.some((s) => s.compared.source === 'revision')) lines.push(noPlanned, '');
  lines.push(`**${markdownText(changeCount(plan) === 0 ? 'No change: the new set flags what the set in force flags.' : totals(plan))}**`);
  return `${lines.join('\n')}\n`;
}

export function policiesPlanJson(plan: PoliciesPlan): string {
  return `${JSON.stringify({
    format_version: POLICIES_PLAN_FORMAT_VERSION,
    path: plan.path,
    target: plan.where,
    in_force: plan.inForce,
    proposed: plan.proposed,
    changes: changeCount(plan),
    sources: plan.sources.map((s) => ({
      source: s.compared.source,
      revision_id: s.compared.source === 'state' ? null : s.compared.revision_id,
      serial: s.compared.serial,
      flagged: s.flagged, cleared: s.cleared, changed: s.changed, errors: s.errors,
    })),
  }, null, 2)}\n`;
}
