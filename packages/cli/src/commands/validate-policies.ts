// The policy half of `capctl validate`: the policy directory that `--policies DIR` or the root
// capctl.yaml's `policies:` names, compiled (YAML, fields, CEL syntax and types), every problem at
// file:line:column. Loaded only when a directory is named: it holds the policy engine.
import { realpathSync } from 'node:fs';
import { relative } from 'node:path';
import type { Diagnostic } from '@capctl/core';
import { compilePolicies } from '@capctl/core/policy';
import { CliError } from '../errors.js';
import { readProjectConfig } from '../project-config.js';
import { findProjectRoot, insideProject } from '../project-root.js';
import { readPolicyDirectory } from './policies-files.js';

/** What validate reports of the policies: where they are, which files, how many policies compiled. */
export interface PolicyCheck {
  /** The directory as given (`--policies`) or as capctl.yaml names it, relative to the working directory. */
  readonly path: string;
  readonly files: readonly string[];
  /** The policies checked: every policy declared when they compile, else those read before the problems. */
  readonly checked: number;
  readonly diagnostics: readonly Diagnostic[];
}

/** Where the policies are: the flag, else the root capctl.yaml's `policies:` (kept inside the project). */
export function policyDirectory(definitionPath: string, flag: string | undefined): string | undefined {
  if (flag !== undefined) return flag;
  const root = findProjectRoot(definitionPath, { definition: true });
  const absolute = readProjectConfig(root.dir).policies;
  if (absolute === undefined) return undefined;
  const rel = relative(process.cwd(), absolute);
  const named = rel === '' ? '.' : rel.startsWith('..') ? absolute : rel;
  // A missing directory is judged by its path (readPolicyDirectory then names it, with the fix).
  let real = absolute;
  try {
    real = realpathSync(absolute);
  } catch {
    // Missing: judged as written.
  }
  // capctl.yaml may come from a pull request: the directory it names is read only inside the project.
  if (!insideProject(realpathSync(root.dir), real)) {
    throw new CliError('file_outside_project', `capctl.yaml names policies: ${named}, which is outside the project: capctl reads files only inside ${root.dir}, and never from its .git or .capctl directory`, {
      hint: 'keep the policy files inside the project (e.g. `policies: policies`), or pass --policies DIR',
    });
  }
  return named;
}

export async function checkPolicies(path: string): Promise<PolicyCheck> {
  const directory = await readPolicyDirectory(path);
  if (directory.policies.length === 0) {
    throw new CliError('policy_invalid', `${path} holds no policy files`, {
      hint: 'policies are *.yaml files, one policy per YAML document (docs/policies.md); or name another directory in --policies or capctl.yaml\'s policies:',
    });
  }
  const compiled = compilePolicies(directory.policies);
  return { path, files: directory.policies.map((f) => f.path), checked: compiled.policies.length, diagnostics: compiled.diagnostics };
}
