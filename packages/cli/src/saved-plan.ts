// A saved plan (`plan --out FILE`) binds one stored revision: the target (URL, or absolute path
// of the local database), org, lineage, revision id and digest of its unmasked steps. Apply
// reads that revision from the target and refuses any mismatch; the masked plan in the file is
// for people reading it and never drives anything.
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DIGEST_PATTERN, ORG_ID_PATTERN, type Plan } from '@capctl/core';
import type { PlannedRevision, Revision } from '@capctl/state';
import { CliError } from './errors.js';
import { parseWithoutSteps } from './saved-plan-file.js';
import { isSavedPolicyReport } from './saved-policy-report.js';
import { jsonChunks, JsonLazyArray } from './render/json-chunks.js';
import { writeFileChunks } from './render/write-chunks.js';
import { readProjectConfig } from './project-config.js';
import { findProjectRoot } from './project-root.js';
import { checkOrg, resolveTarget } from './target.js';
import type { Target, TargetOptions } from './target.js';

export const SAVED_PLAN_FORMAT = 'capctl-saved-plan/v2';
const OLDER_FORMATS = ['capctl-saved-plan/v1'];

export interface SavedPlan {
  readonly format: typeof SAVED_PLAN_FORMAT;
  /** `where` is the service URL, or the absolute path of the local database. */
  readonly target: { readonly kind: Target['kind']; readonly where: string; readonly org_id: string };
  readonly lineage: string;
  /**
   * null for a plan with no changes: the service stores none (as `terraform plan -out` still
   * writes a plan without changes, the file is written, and applying it applies nothing).
   */
  readonly revision_id: string | null;
  /** SHA-256 of the canonical JSON of the revision's unmasked steps, as the service computed it. */
  readonly digest: string;
  readonly created_at: string;
  /** Masked, for people reading the file: apply shows and applies the stored revision instead. */
  readonly plan: Plan;
}

const where = (target: Target) => (target.kind === 'http' ? target.url : target.dbPath);

/** Binds the revision just planned; its plan (masked) goes into the file for people to read. */
export function createSavedPlan(target: Target, revision: PlannedRevision): SavedPlan {
  if (revision.lineage === '' || revision.digest === '') {
    throw new CliError('saved_plan_invalid', `the service at ${where(target)} returns no lineage or digest with its revisions, so a saved plan could not be bound to one`, {
      hint: 'upgrade the service to this capctl\'s version, or plan and apply in one step with `capctl apply DIR`',
    });
  }
  return {
    format: SAVED_PLAN_FORMAT,
    target: { kind: target.kind, where: where(target), org_id: target.orgId },
    lineage: revision.lineage,
    revision_id: revision.id,
    digest: revision.digest,
    created_at: new Date().toISOString(),
    plan: revision.plan,
  };
}

/**
 * The saved plan as two-space JSON with a trailing newline (what `JSON.stringify(saved, null, 2)`
 * gives), written to the file as it is produced, one step at a time.
 */
export function* savedPlanChunks(saved: SavedPlan): Generator<string> {
  yield* jsonChunks({ ...saved, plan: { ...saved.plan, steps: new JsonLazyArray(saved.plan.steps, (step) => step) } });
  yield '\n';
}

export async function writeSavedPlan(file: string, saved: SavedPlan): Promise<void> {
  await writeFileChunks(file, savedPlanChunks(saved), 0o600);
}

const damaged = (file: string, what: string) => new CliError('saved_plan_invalid', `${file} is a damaged saved plan (${what})`, {
  hint: 'make a new one with `capctl plan DIR --out FILE`',
});

/** Printable ASCII, no spaces, at most `max` characters: safe to name in a message. */
const token = (v: unknown, max: number, shape = /^[\x21-\x7e]+$/): v is string => typeof v === 'string' && v.length <= max && shape.test(v);

/** An http(s) URL that parses, with no user info: the only kind a saved plan may name. */
function isServiceUrl(v: unknown): boolean {
  if (!token(v, 2048)) return false;
  try {
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * Every field is checked before any is shown or used: the file may have been edited, and its
 * strings reach messages and the target. Messages about a bad field never quote it.
 */
function checkFields(file: string, saved: Partial<SavedPlan>): SavedPlan {
  const target = saved.target as Partial<SavedPlan['target']> | undefined;
  if (target === null || typeof target !== 'object' || (target.kind !== 'http' && target.kind !== 'embedded')) throw damaged(file, 'no target');
  if (target.kind === 'http' ? !isServiceUrl(target.where) : !(typeof target.where === 'string' && target.where.length <= 4096 && /^[^\x00-\x1f\x7f]+$/.test(target.where))) {
    throw damaged(file, target.kind === 'http' ? 'its target is not an http(s) URL' : 'its target is not a database path');
  }
  if (!token(target.org_id, 20, ORG_ID_PATTERN)) throw damaged(file, 'its org is not a number');
  for (const field of ['lineage', 'revision_id'] as const) {
    // A plan with no changes binds no revision (null), but says so: an absent id is damage.
    if (field === 'revision_id' && saved[field] === null) continue;
    if (!token(saved[field], 128, /^[A-Za-z0-9._:-]+$/)) throw damaged(file, `no ${field.replace('_', ' ')}`);
  }
  if (!token(saved.digest, 64, DIGEST_PATTERN)) throw damaged(file, 'no digest');
  if (!token(saved.created_at, 64)) throw damaged(file, 'no creation time');
  const plan = saved.plan as { steps?: unknown; policy?: unknown } | undefined;
  if (plan === null || typeof plan !== 'object' || !Array.isArray(plan.steps)) throw damaged(file, 'no plan');
  if (!isSavedPolicyReport(plan.policy)) throw damaged(file, 'its policy report is not one capctl wrote');
  return saved as SavedPlan;
}

/**
 * The saved plan in `file`, or undefined when the file is not one (e.g. a definition). With
 * `steps: false` (apply), a plan bound to a revision comes back without the steps of its masked
 * plan (`plan.steps` is empty): apply shows and applies the stored revision's, so the file's are
 * only checked as JSON; `show` and `graph` read them.
 */
export async function readSavedPlan(file: string, options: { readonly steps?: boolean } = {}): Promise<SavedPlan | undefined> {
  // A saved plan is JSON under any name; YAML files and directories are definitions.
  if (/\.ya?ml$/i.test(file)) return undefined;
  const bytes = await readFile(file).catch(() => undefined);
  if (bytes === undefined) return undefined;
  let read: { value: unknown; steps: number };
  try {
    read = options.steps === false ? parseWithoutSteps(bytes) : { value: JSON.parse(bytes.toString('utf8')), steps: 0 };
  } catch {
    return undefined;
  }
  const saved = read.value as Partial<SavedPlan> | null;
  if (saved === null || typeof saved !== 'object') return undefined;
  if (OLDER_FORMATS.includes(String(saved.format))) {
    throw new CliError('saved_plan_invalid', `${file} was saved by an older capctl and does not say which database and steps it binds`, {
      hint: 'plan again with `capctl plan DIR --out FILE` and apply the new file',
    });
  }
  if (saved.format !== SAVED_PLAN_FORMAT) return undefined;
  // A plan with no changes binds no revision: apply shows the file's plan, so it is read whole.
  if (saved.revision_id === null && read.steps > 0) return checkFields(file, JSON.parse(bytes.toString('utf8')) as Partial<SavedPlan>);
  return checkFields(file, saved);
}

/** Two service URLs name the same service (case of scheme and host, a trailing slash aside). */
function sameService(a: string, b: string): boolean {
  const strip = (u: string) => new URL(u).href.replace(/\/+$/, '');
  return strip(a) === strip(b);
}

/**
 * The target a saved plan is applied to. A local plan goes to the database it names, unless a
 * flag or the environment names another (lineage, org and digest then decide). A plan made
 * against a service is applied only where the operator says (--url, CAPACITY_URL, or the root
 * capctl.yaml) and only when that is the plan's URL: the file alone never decides where the
 * API key is sent, since anyone who can edit it could name their own server.
 */
export function savedPlanTarget(file: string, saved: SavedPlan, options: TargetOptions, env: NodeJS.ProcessEnv = process.env): Target {
  const orgId = checkOrg(options.org ?? env['CAPACITY_ORG'] ?? saved.target.org_id);
  const given = [options.url, options.state, env['CAPACITY_URL'], env['CAPCTL_STATE']].some((v) => v !== undefined && v !== '');
  if (saved.target.kind === 'embedded' && !given) return { kind: 'embedded', dbPath: resolve(saved.target.where), orgId };
  const target = saved.target.kind === 'http' && !given && !hasConfigUrl(file)
    ? undefined
    : resolveTarget({ ...options, org: orgId }, dirname(resolve(file)), env);
  if (saved.target.kind === 'http' && (target === undefined || target.kind !== 'http' || !sameService(target.url, saved.target.where))) {
    const named = target === undefined ? 'no service URL is given' : `the target given is ${where(target)}`;
    throw new CliError('saved_plan_mismatch', `${file} was planned against the service at ${saved.target.where}, but ${named}; capctl sends the API key only to a URL you give`, {
      hint: `if that is your service, pass --url ${saved.target.where} (or set CAPACITY_URL); otherwise plan again against your own target`,
    });
  }
  return target as Target;
}

/** Whether the project root of the plan file's directory names a service URL in capctl.yaml. */
function hasConfigUrl(file: string): boolean {
  return readProjectConfig(findProjectRoot(dirname(resolve(file))).dir).url !== undefined;
}

function mismatch(file: string, saved: SavedPlan, target: Target, problem: string): CliError {
  return new CliError('saved_plan_mismatch', `${file} cannot be applied to ${where(target)} (org ${target.orgId}): ${problem}`, {
    hint: `${file} was planned against ${saved.target.where} (org ${saved.target.org_id}); apply it there, or plan again against this state`,
  });
}

/**
 * Checked before the state is opened: opening it would already create the org there (and an
 * empty database where none is).
 */
export function checkSavedPlanTarget(file: string, saved: SavedPlan, target: Target): void {
  if (saved.target.org_id !== target.orgId) throw mismatch(file, saved, target, `it was planned for org ${saved.target.org_id}, not org ${target.orgId}`);
  if (target.kind === 'embedded' && !existsSync(target.dbPath)) throw mismatch(file, saved, target, 'there is no database there');
}

/** What the target holds under the saved plan's revision id: that revision, or only its lineage. */
export type StoredRevision = { readonly revision: Revision } | { readonly missing: true; readonly lineage: string };

/** A saved plan with no changes binds no revision: only its database is checked, by lineage. */
export function checkSavedPlanLineage(file: string, saved: SavedPlan, lineage: string, target: Target): void {
  if (saved.lineage !== lineage) throw mismatch(file, saved, target, `the plan's database has lineage ${saved.lineage}, this one ${lineage}`);
}

/** Refuses, naming both sides, a stored revision that is not the one the plan was saved from. */
export function checkSavedPlanBinding(file: string, saved: SavedPlan, stored: StoredRevision, target: Target): Revision {
  if ('missing' in stored) {
    const lineages = saved.lineage === stored.lineage ? `lineage ${saved.lineage}` : `the plan's database has lineage ${saved.lineage}, this one ${stored.lineage}`;
    throw mismatch(file, saved, target, `it holds no revision ${saved.revision_id} (${lineages})`);
  }
  const { revision } = stored;
  if (saved.lineage !== revision.lineage) {
    throw mismatch(file, saved, target, `the plan's database has lineage ${saved.lineage}, this one ${revision.lineage}`);
  }
  if (saved.digest !== revision.digest) {
    throw mismatch(file, saved, target, `revision ${revision.id} there has digest ${revision.digest}, the plan was reviewed with ${saved.digest}; the stored steps are not the ones planned`);
  }
  return revision;
}
