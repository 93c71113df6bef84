// Reads a policy directory (the only I/O of `capctl policies`): every *.yaml and *.yml under it
// at any depth, in path order, skipping dot-entries and node_modules; `*.test.yaml` files hold
// test cases, the rest policies. A single file is read as a policy file.
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';
import type { PolicyFile } from '@capctl/core/policy';
import { CliError } from '../errors.js';

const YAML_FILE = /\.ya?ml$/i;
const TEST_FILE = /\.test\.ya?ml$/i;

export interface PolicyDirectory {
  readonly policies: readonly PolicyFile[];
  readonly tests: readonly PolicyFile[];
  /**
   * The policy files named as `policies push` sends them: relative to the directory (a single
   * file by its name), `/`-separated, so no path of this machine leaves it. Same order as `policies`.
   */
  readonly pushed: readonly PolicyFile[];
}

/** Paths are shown relative to the working directory, as users typed them. */
function display(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel === '' || rel.startsWith('..') ? path : rel;
}

async function walk(dir: string, found: string[], depth: number): Promise<void> {
  if (depth > 32) throw new CliError('policy_invalid', `${display(dir)} is nested more than 32 directories deep (a symlink loop?)`, { hint: 'remove or retarget the symlink' });
  const entries = await readdir(dir, { withFileTypes: true });
  for (const entry of entries) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    const info = entry.isSymbolicLink() ? await stat(path) : entry;
    if (info.isDirectory()) await walk(path, found, depth + 1);
    else if (YAML_FILE.test(entry.name)) found.push(path);
  }
}

export async function readPolicyDirectory(path: string): Promise<PolicyDirectory> {
  const info = await stat(path).catch(() => {
    throw new CliError('policy_invalid', `cannot read ${display(path)}: no such file or directory`, { hint: 'pass the directory that holds the policy files, e.g. `capctl policies test examples/policies`' });
  });
  const paths: string[] = [];
  if (info.isDirectory()) await walk(path, paths, 0);
  else paths.push(path);
  paths.sort();
  const files = await Promise.all(paths.map(async (p) => ({
    path: display(p), text: await readFile(p, 'utf8'),
    pushedPath: info.isDirectory() ? relative(path, p).split(sep).join('/') : basename(p),
  })));
  const policies = files.filter((f) => !TEST_FILE.test(f.path));
  return {
    policies: policies.map(({ path: shown, text }) => ({ path: shown, text })),
    tests: files.filter((f) => TEST_FILE.test(f.path)).map(({ path: shown, text }) => ({ path: shown, text })),
    pushed: policies.map(({ pushedPath, text }) => ({ path: pushedPath, text })),
  };
}
