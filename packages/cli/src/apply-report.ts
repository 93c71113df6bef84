// What `capctl apply --format json` prints (schemas/apply.schema.json): whether the definition
// was applied, the revision, the counts and the masked plan, or the error when it failed.
import type { Plan } from '@capctl/core';
import { planJsonValue } from './render/json.js';

export type ApplyStatus = 'applied' | 'no_changes' | 'failed';

export interface ApplyReport {
  readonly format_version: 1;
  readonly status: ApplyStatus;
  readonly revision_id: string | null;
  readonly duration_ms: number | null;
  readonly plan: Record<string, unknown> | null;
  readonly error?: { readonly code: string; readonly message: string; readonly hint?: string; readonly details?: readonly string[] };
}

export function applyReport(status: Exclude<ApplyStatus, 'failed'>, revisionId: string | null, plan: Plan, durationMs: number | null): ApplyReport {
  return { format_version: 1, status, revision_id: revisionId, duration_ms: durationMs === null ? null : Math.round(durationMs), plan: planJsonValue(plan) };
}

/** A failure as the report says it: this project's errors keep their code and hint. */
export function failedApplyReport(error: unknown): ApplyReport {
  const own = error as { code?: unknown; hint?: unknown; message?: unknown; details?: unknown };
  const code = typeof own.code === 'string' && error instanceof Error ? own.code : 'internal';
  const message = error instanceof Error ? error.message : String(error);
  const hint = typeof own.hint === 'string' ? { hint: own.hint } : {};
  // The lines that name what went wrong (e.g. the objects of an unreviewed plan), for CI to quote.
  const details = Array.isArray(own.details) && own.details.length > 0 && error instanceof Error ? { details: own.details.map(String) } : {};
  return { format_version: 1, status: 'failed', revision_id: null, duration_ms: null, plan: null, error: { code, message, ...hint, ...details } };
}

export const applyReportText = (report: ApplyReport): string => `${JSON.stringify(report, null, 2)}\n`;
