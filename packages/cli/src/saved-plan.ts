// A saved plan (`plan --out FILE`): the stored revision's id, where it was planned and the
// masked plan. Applying it applies that revision, which the service refuses when it is stale.
import { readFile, writeFile } from 'node:fs/promises';
import type { Plan } from '@capctl/core';
import { CliError } from './errors.js';
import { describeTarget } from './target.js';
import type { Target } from './target.js';

export const SAVED_PLAN_FORMAT = 'capctl-saved-plan/v1';

export interface SavedPlan {
  readonly format: typeof SAVED_PLAN_FORMAT;
  readonly target: { readonly kind: Target['kind']; readonly where: string; readonly org_id: string };
  readonly revision_id: string;
  readonly created_at: string;
  /** Masked: a saved plan file never holds a secret. */
  readonly plan: Plan;
}

export function createSavedPlan(target: Target, revisionId: string, maskedPlan: Plan): SavedPlan {
  return {
    format: SAVED_PLAN_FORMAT,
    target: { kind: target.kind, where: describeTarget(target), org_id: target.orgId },
    revision_id: revisionId,
    created_at: new Date().toISOString(),
    plan: maskedPlan,
  };
}

export async function writeSavedPlan(file: string, saved: SavedPlan): Promise<void> {
  await writeFile(file, `${JSON.stringify(saved, null, 2)}\n`, { mode: 0o600 });
}

/** The saved plan in `file`, or undefined when the file is not one (e.g. a definition). */
export async function readSavedPlan(file: string): Promise<SavedPlan | undefined> {
  // A saved plan is JSON under any name; YAML files and directories are definitions.
  if (/\.ya?ml$/i.test(file)) return undefined;
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const saved = value as Partial<SavedPlan> | null;
  if (saved === null || typeof saved !== 'object' || saved.format !== SAVED_PLAN_FORMAT) return undefined;
  if (typeof saved.revision_id !== 'string' || !saved.plan || !saved.target) {
    throw new CliError('saved_plan_invalid', `${file} is a damaged saved plan (no revision id or plan)`, {
      hint: 'make a new one with `capctl plan DIR --out FILE`',
    });
  }
  return saved as SavedPlan;
}

/** A saved plan applies only to the target and org it was planned against. */
export function checkSavedPlanTarget(file: string, saved: SavedPlan, target: Target): void {
  const where = describeTarget(target);
  if (saved.target.where !== where || saved.target.org_id !== target.orgId) {
    throw new CliError(
      'saved_plan_mismatch',
      `${file} was planned against ${saved.target.where} (org ${saved.target.org_id}), not ${where} (org ${target.orgId})`,
      { hint: 'apply it with the same --url/CAPACITY_URL and --org, or plan again against this target' },
    );
  }
}
