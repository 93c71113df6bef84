// `capctl policies list|show`: the org's stored policy set (the one in force, or `--version N`)
// and one policy of it, in either adapter. `--format json`: schemas/policies-list.schema.json and
// schemas/policies-show.schema.json. Every string of the set is data from the service: shown
// through the terminal's safe-text function, one line at a time.
import { didYouMean, plural, type Policy, type StoredPolicySet } from '@capctl/core';
import { CliError, EXIT, type ExitCodeValue } from '../errors.js';
import { processIo, type Io } from '../output.js';
import { actorText } from '../render/actor-text.js';
import { logLine, terminalText } from '../render/safe-text/index.js';
import { describeTarget, resolveTarget, withStateReader, type Target, type TargetOptions } from '../target.js';
import { textTable } from '../text-table.js';

/** Version of `policies push|list|show --format json`. */
export const POLICIES_FORMAT_VERSION = 1;

export interface PoliciesReadOptions extends TargetOptions {
  readonly format: string;
  /** `--version N` (rewritten before parsing: `--version` alone is capctl's own). */
  readonly setVersion?: string;
}

/** text or json; here rather than from policies-validate.ts, so that reading a set never loads the policy engine. */
function policiesFormat(value: string): 'text' | 'json' {
  if (value === 'text' || value === 'json') return value;
  throw new CliError('usage', `unknown format "${value}"`, { hint: 'use text or json' });
}

/** A policy as the JSON outputs write it: its fields, and where it was written (the pushed file's path). */
function policyJson(policy: Policy): Record<string, unknown> {
  return {
    name: policy.name, description: policy.description, scope: policy.scope, enforcement: policy.enforcement,
    condition: policy.condition, message: policy.message,
    ...(policy.messageExpression === undefined ? {} : { messageExpression: policy.messageExpression }),
    file: policy.source?.file ?? null, line: policy.source?.line ?? null, column: policy.source?.column ?? null,
  };
}

/** schemas/policies-list.schema.json: the set (its files by path) and every policy, for `push` and `list`. */
export function policySetJson(set: StoredPolicySet, target: Target): Record<string, unknown> {
  return {
    format_version: POLICIES_FORMAT_VERSION,
    target: describeTarget(target), org_id: set.org_id,
    version: set.version, digest: set.digest, pushed_at: set.pushed_at, pushed_by: set.pushed_by, message: set.message,
    files: set.files.map((f) => f.path),
    policies: set.policies.map(policyJson),
  };
}

/** The digest as people read it: enough hex to tell sets apart. */
export function shortDigest(digest: string): string {
  return `${digest.slice(0, 12)}…`;
}

const lines = (text: readonly string[]): string => `${text.map((line) => logLine(terminalText(line))).join('\n')}\n`;

function versionOption(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[0-9]{1,9}$/.test(value)) throw new CliError('usage', `--version must be a whole number, got "${value}"`, { hint: 'e.g. --version 3 (`capctl policies list` shows the version in force)' });
  return Number(value);
}

async function readSet(options: PoliciesReadOptions): Promise<{ set: StoredPolicySet; target: Target }> {
  const version = versionOption(options.setVersion);
  return withStateReader(resolveTarget(options, '.'), '.', async (adapter, target) => ({ set: await adapter.readPolicies(version), target }));
}

function header(set: StoredPolicySet, target: Target): string[] {
  const where = `${describeTarget(target)} (org ${set.org_id})`;
  if (set.version === 0) return [`No policy set has been pushed to ${where}: version 0, no policies.`];
  return [
    `Policy set version ${set.version} (digest ${shortDigest(set.digest)}) at ${where}`,
    `Pushed: ${set.pushed_at ?? 'unknown'} by ${actorText(set.pushed_by)}`,
    ...(set.message === null ? [] : [`Message: ${set.message}`]),
    `Files: ${set.files.map((f) => f.path).join(', ')}`,
  ];
}

export async function runPoliciesList(options: PoliciesReadOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  const format = policiesFormat(options.format);
  const { set, target } = await readSet(options);
  if (format === 'json') {
    io.stdout.write(`${JSON.stringify(policySetJson(set, target), null, 2)}\n`);
    return EXIT.ok;
  }
  io.stdout.write(lines(header(set, target)));
  if (set.version === 0) {
    io.stdout.write('Push one with `capctl policies push DIR` and a key of the admin role (local state: as the local user).\n');
    return EXIT.ok;
  }
  const rows = set.policies.map((p) => [p.name, p.scope, p.enforcement, p.description].map(terminalText));
  io.stdout.write(`\n${textTable(['NAME', 'SCOPE', 'ENFORCEMENT', 'DESCRIPTION'], rows).split('\n').map(logLine).join('\n')}\n`);
  io.stdout.write(`${plural(set.policies.length, 'policy', 'policies')}.\n`);
  return EXIT.ok;
}

function findPolicy(set: StoredPolicySet, name: string, target: Target): Policy {
  const found = set.policies.find((p) => p.name === name);
  if (found !== undefined) return found;
  const where = `${describeTarget(target)} (org ${set.org_id})`;
  const names = set.policies.map((p) => p.name);
  throw new CliError('policy_not_found', `no policy named ${JSON.stringify(name)} in policy set version ${set.version} at ${where}${didYouMean(name, names)}`, {
    hint: names.length === 0 ? 'the set has no policies; push some with `capctl policies push DIR`' : '`capctl policies list` lists the policies of the set',
  });
}

/** `  ` before every line of a (possibly multi-line) expression, so it reads as one block. */
const indented = (text: string): string[] => text.split('\n').map((line) => `  ${line}`);

export async function runPoliciesShow(name: string, options: PoliciesReadOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  const format = policiesFormat(options.format);
  const { set, target } = await readSet(options);
  const policy = findPolicy(set, name, target);
  if (format === 'json') {
    const shown = { format_version: POLICIES_FORMAT_VERSION, target: describeTarget(target), org_id: set.org_id, set: { version: set.version, digest: set.digest }, policy: policyJson(policy) };
    io.stdout.write(`${JSON.stringify(shown, null, 2)}\n`);
    return EXIT.ok;
  }
  const source = policy.source === undefined ? 'unknown' : `${policy.source.file}:${policy.source.line}:${policy.source.column}`;
  io.stdout.write(lines([
    `Policy ${policy.name} (policy set version ${set.version}, digest ${shortDigest(set.digest)})`,
    ...(policy.description === '' ? [] : [`Description: ${policy.description}`]),
    `Scope: ${policy.scope}`,
    `Enforcement: ${policy.enforcement}`,
    `From: ${source}`,
    `Message: ${policy.message}`,
    ...(policy.messageExpression === undefined ? [] : ['Message expression:', ...indented(policy.messageExpression)]),
    'Condition:',
    ...indented(policy.condition),
  ]));
  return EXIT.ok;
}
