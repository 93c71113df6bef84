// `capctl policies push DIR`: checks the directory's policy files here first (every problem at
// file:line:column, nothing sent), then sends them as the org's new policy set, each file named
// relative to DIR. The service compiles them again and stores the next version; over HTTP only an
// admin key may (local state: the local user). `--format json`: schemas/policies-list.schema.json.
import { plural } from '@capctl/core';
import { compilePolicies } from '@capctl/core/policy';
import { EXIT, type ExitCodeValue } from '../errors.js';
import { processIo, type Io } from '../output.js';
import { resolveTarget, withAdapter, type TargetOptions } from '../target.js';
import { readPolicyDirectory } from './policies-files.js';
import { policySetJson, shortDigest } from './policies-read.js';
import { invalidPolicies, noPolicies, policiesFormat } from './policies-validate.js';

export interface PoliciesPushOptions extends TargetOptions {
  readonly format: string;
  readonly message?: string;
}

export async function runPoliciesPush(path: string, options: PoliciesPushOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  const format = policiesFormat(options.format);
  const directory = await readPolicyDirectory(path);
  if (directory.policies.length === 0) throw noPolicies(path);
  // Compiled under the names shown here, so each problem is at a path the user can open.
  const compiled = compilePolicies(directory.policies);
  if (compiled.set === undefined) throw invalidPolicies(path, compiled.diagnostics);
  const request = { files: directory.pushed, ...(options.message === undefined ? {} : { message: options.message }) };
  const { set, target } = await withAdapter(resolveTarget(options, path), async (adapter, settled) => ({
    set: await adapter.pushPolicies(request), target: settled,
  }));
  if (format === 'json') {
    io.stdout.write(`${JSON.stringify(policySetJson(set, target), null, 2)}\n`);
    return EXIT.ok;
  }
  io.stdout.write(`Pushed policy set version ${set.version} (digest ${shortDigest(set.digest)}): ${plural(set.policies.length, 'policy', 'policies')}.\n`);
  return EXIT.ok;
}
