// `capctl policies plan DIR`: what a new policy set would change before it is pushed. The set in
// DIR and the set in force (the service's, `readPolicies`) are evaluated over the current state
// (object-scope policies, nothing planned) and over the last plan (the newest planned revision,
// with the state), and compared (core's comparePolicyReports). Exit 0 no change, 2 changes, 1 error.
import type { State } from '@capctl/core';
import { comparePolicyReports, compilePolicies, evaluatePolicies, stateReport, type PolicySet } from '@capctl/core/policy';
import type { StateAdapter } from '@capctl/state';
import { CliError, EXIT, type ExitCodeValue } from '../errors.js';
import { processIo, type Io } from '../output.js';
import { describeTarget, resolveTarget, withStateReader, type TargetOptions } from '../target.js';
import { readPolicyDirectory } from './policies-files.js';
import { invalidPolicies, noPolicies } from './policies-validate.js';
import { changeCount, policiesPlanJson, policiesPlanMarkdown, policiesPlanText, type PoliciesPlan, type SourceChanges } from './policies-plan-view.js';

export interface PoliciesPlanOptions extends TargetOptions {
  readonly format: string;
}

const FORMATS = { text: policiesPlanText, markdown: policiesPlanMarkdown, json: policiesPlanJson } as const;

function renderer(format: string): (plan: PoliciesPlan) => string {
  if (format === 'text' || format === 'markdown' || format === 'json') return FORMATS[format];
  throw new CliError('usage', `unknown format "${format}"`, { hint: 'use text, markdown or json' });
}

/** The proposed set: every problem of DIR at file:line:column, and nothing evaluated, when it does not compile. */
async function proposedSet(path: string): Promise<{ set: PolicySet; count: number }> {
  const directory = await readPolicyDirectory(path);
  if (directory.policies.length === 0) throw noPolicies(path);
  const compiled = compilePolicies(directory.policies);
  if (compiled.set === undefined) throw invalidPolicies(path, compiled.diagnostics);
  return { set: compiled.set, count: compiled.policies.length };
}

/** The set in force, compiled from the files the service stores (version 0: none pushed, no policy). */
async function setInForce(adapter: StateAdapter): Promise<{ set: PolicySet; version: number; digest: string; count: number }> {
  const stored = await adapter.readPolicies();
  if (stored.files.length === 0) return { set: { policies: [] }, version: stored.version, digest: stored.digest, count: 0 };
  const compiled = compilePolicies(stored.files);
  if (compiled.set === undefined) throw invalidPolicies(`the set in force (version ${stored.version})`, compiled.diagnostics);
  return { set: compiled.set, version: stored.version, digest: stored.digest, count: compiled.policies.length };
}

/** The newest planned revision (a planned revision of an older serial is listed as stale, not planned). */
async function lastPlanned(adapter: StateAdapter) {
  const page = await adapter.listRevisions({ statuses: ['planned'], limit: 1 });
  const newest = page.items[0];
  return newest === undefined ? undefined : adapter.getRevision(newest.id);
}

async function comparisons(adapter: StateAdapter, proposed: PolicySet, inForce: PolicySet, state: State): Promise<SourceChanges[]> {
  const sources: SourceChanges[] = [
    { compared: { source: 'state', serial: state.serial }, ...comparePolicyReports(stateReport(inForce, state), stateReport(proposed, state)) },
  ];
  const revision = await lastPlanned(adapter);
  if (revision !== undefined) {
    const { plan } = revision;
    sources.push({
      compared: { source: 'revision', revision_id: revision.id, serial: plan.serial },
      ...comparePolicyReports(evaluatePolicies(inForce, plan, state), evaluatePolicies(proposed, plan, state)),
    });
  }
  return sources;
}

export async function runPoliciesPlan(path: string, options: PoliciesPlanOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  const render = renderer(options.format);
  // Before any state is read: a set that does not compile is reported at its places, and exits 1.
  const proposed = await proposedSet(path);
  const plan = await withStateReader(resolveTarget(options, '.'), '.', async (adapter, target): Promise<PoliciesPlan> => {
    const state = await adapter.readState();
    const inForce = await setInForce(adapter);
    return {
      path, where: `${describeTarget(target)} (org ${target.orgId})`,
      inForce: { version: inForce.version, digest: inForce.digest, policies: inForce.count },
      proposed: { policies: proposed.count },
      sources: await comparisons(adapter, proposed.set, inForce.set, state),
    };
  });
  io.stdout.write(render(plan));
  return changeCount(plan) === 0 ? EXIT.ok : EXIT.changes;
}
