// A definition as it is at a git ref (`schemas check --against REF[:PATH]`): the files `git
// ls-tree` lists under PATH at REF, read with `git show REF:FILE`, parsed as `validate` parses
// (variables and `{env: NAME}` checked without values). Git runs as a child process: no library.
import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { basename, relative, resolve, sep } from 'node:path';
import { isError, parseDefinition, type Definition, type SourceFile } from '@capctl/core';
import { CliError } from '../errors.js';
import { DefinitionInvalidError } from '../load-definition.js';
import { PROJECT_FILE } from '../project-root.js';
import { visibleText } from '../render/compatibility-text.js';

const DEFINITION_FILE = /\.(ya?ml|json)$/i;
/** A revision as git reads one (`main`, `v1.2`, `HEAD~1`, a hash), never with a leading `-` (an option). */
const REF_SHAPE = /^(?!-)[^\s:\x00-\x1f\x7f]+$/;

/** `REF` or `REF:PATH`; PATH defaults to the definition path being checked. */
export function parseAgainst(value: string, path: string): { ref: string; path: string } {
  const at = value.indexOf(':');
  const ref = at < 0 ? value : value.slice(0, at);
  const refPath = at < 0 ? path : value.slice(at + 1);
  if (!REF_SHAPE.test(ref) || refPath === '') {
    throw new CliError('usage', `--against ${visibleText(value)}: expected REF or REF:PATH (a branch, tag or commit, e.g. main or origin/main:capacity)`, {
      hint: 'e.g. --against main, or --against v1.2.0:capacity/',
    });
  }
  return { ref, path: refPath };
}

function git(args: readonly string[], cwd: string): string | undefined {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') {
      throw new CliError('io', 'git is not installed (or not on PATH), and --against reads the definition at a git ref', { hint: 'install git, or compare two files with `capctl schemas check OLD NEW`' });
    }
    return undefined;
  }
}

/** Whether a path inside the work tree (relative, `/`-separated) is a definition file `validate` would read. */
function isDefinitionFile(file: string, under: string): boolean {
  const inner = under === '' || file === under ? file : file.slice(under.length + 1);
  const parts = inner.split('/');
  if (parts.some((p) => p.startsWith('.') || p === 'node_modules')) return false;
  return DEFINITION_FILE.test(file) && basename(file) !== PROJECT_FILE;
}

/** The definition at `ref` under `path` (relative to the current directory, as the work tree has it). */
export function readDefinitionAt(ref: string, path: string): { definition: Definition; shown: string } {
  const cwd = process.cwd();
  const top = git(['rev-parse', '--show-toplevel'], cwd)?.trim();
  if (top === undefined) throw new CliError('usage', `${visibleText(cwd)} is not inside a git work tree, so --against has no ref to read`, { hint: 'run it inside the repository, or pass --chdir' });
  if (git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], top) === undefined) {
    throw new CliError('usage', `--against ${visibleText(ref)}: no such branch, tag or commit in ${visibleText(top)}`, { hint: 'fetch it first (e.g. git fetch origin main), or name an existing ref' });
  }
  const inTree = relative(top, resolve(realpathSync(cwd), path)).split(sep).join('/');
  if (inTree.startsWith('..')) throw new CliError('usage', `${visibleText(path)} is outside the git work tree ${visibleText(top)}`, { hint: 'pass a path inside the repository' });
  const under = inTree === '' ? '' : inTree;
  const listed = (git(['ls-tree', '-r', '-z', '--name-only', ref, '--', under === '' ? '.' : under], top) ?? '').split('\0').filter((f) => f !== '');
  const names = listed.filter((f) => isDefinitionFile(f, under)).sort();
  const shown = `${ref}:${under === '' ? '.' : under}`;
  if (names.length === 0) {
    throw new CliError('definition_not_found', `${visibleText(shown)} holds no definition file (*.yaml, *.yml, *.json)`, { hint: `check the path at that ref: git ls-tree ${ref} -- ${under === '' ? '.' : under}` });
  }
  const files: SourceFile[] = names.map((name) => ({ path: `${ref}:${name}`, text: git(['show', `${ref}:${name}`], top) ?? '' }));
  const result = parseDefinition(files, { variables: {}, variablesOptional: true, envAccess: { values: false } });
  if (result.diagnostics.some(isError)) throw new DefinitionInvalidError(shown, result.diagnostics);
  return { definition: result.definition, shown };
}
