// Finds the project a definition belongs to, so that its local state is one `.capctl/` whatever
// the current directory: the nearest directory holding `capctl.yaml` or `.capctl/`, else the git
// work tree's root, else the definition's own directory. It also fences what capctl reads.
import { existsSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, parse, relative, resolve, sep } from 'node:path';
import { CliError } from './errors.js';

export const PROJECT_FILE = 'capctl.yaml';
export const STATE_DIR = '.capctl';

export type RootReason = 'project-file' | 'state-dir' | 'git' | 'definition-dir';

export interface ProjectRoot {
  /** Absolute path of the root directory. */
  readonly dir: string;
  /** Why this directory is the root (said in messages that name the state). */
  readonly reason: RootReason;
}

const isDirectory = (path: string) => statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;

/** The directory a search starts from: a directory itself, or a file's directory. */
function startDir(path: string): string {
  const absolute = resolve(path);
  return isDirectory(absolute) ? absolute : dirname(absolute);
}

/** `dir` and each of its parents up to the file-system root, nearest first. */
function* upward(dir: string): Generator<string> {
  const top = parse(dir).root;
  for (let current = dir; ; current = dirname(current)) {
    yield current;
    if (current === top) return;
  }
}

/** Options of `findProjectRoot`. */
export interface RootSearch {
  /**
   * `path` is a definition (file or directory), not the current directory: a `capctl.yaml` in
   * the definition's own directory does not make it the root, since whoever edits definitions
   * (a pull request) could otherwise point the operator's key at their own URL.
   */
  readonly definition?: boolean;
}

/**
 * The project root of `path` (a definition file or directory, or the current directory for
 * commands without one). `.git` may be a directory or, in worktrees and submodules, a file:
 * both mark a work tree's root, found without running git.
 */
export function findProjectRoot(path: string, search: RootSearch = {}): ProjectRoot {
  const start = startDir(path);
  // A definition directory that is a git work tree's root is its own project (`capctl plan .`
  // there): the search must not leave the work tree for a capctl.yaml above it.
  if (search.definition === true && existsSync(join(start, '.git'))) {
    if (existsSync(join(start, PROJECT_FILE))) return { dir: start, reason: 'project-file' };
    return isDirectory(join(start, STATE_DIR)) ? { dir: start, reason: 'state-dir' } : { dir: start, reason: 'git' };
  }
  const first = search.definition === true && start !== parse(start).root ? dirname(start) : start;
  for (const dir of upward(first)) {
    if (existsSync(join(dir, PROJECT_FILE))) return checked(path, start, { dir, reason: 'project-file' });
    if (isDirectory(join(dir, STATE_DIR))) return checked(path, start, { dir, reason: 'state-dir' });
  }
  for (const dir of upward(start)) {
    if (existsSync(join(dir, '.git'))) return checked(path, start, { dir, reason: 'git' });
  }
  return { dir: start, reason: 'definition-dir' };
}

/** A `capctl.yaml` in a definition directory that is not the root is refused, never read. */
function checked(path: string, start: string, root: ProjectRoot): ProjectRoot {
  const nested = join(start, PROJECT_FILE);
  if (root.dir === start || !existsSync(nested)) return root;
  const shown = relative(process.cwd(), nested);
  throw new CliError('project_config_invalid', `${shown.startsWith('..') ? nested : shown} is inside the definition path ${path}; only the project root's capctl.yaml is read (root: ${root.dir})`, {
    hint: `move its settings to ${join(root.dir, PROJECT_FILE)} and remove it from the definition directory, or pass a definition directory below it`,
  });
}

/** Directories of the root no definition may lead into: git's (it holds CI's token) and capctl's state. */
const PRIVATE_DIRS = ['.git', STATE_DIR];

/**
 * Whether `real` (a real path) is inside the real root `rootReal`, and outside its `.git` and
 * `.capctl`: the only places capctl reads definitions and capctl.yaml from.
 */
export function insideProject(rootReal: string, real: string): boolean {
  const rel = relative(rootReal, real);
  if (rel === '') return true;
  // The parent itself (`..`) or anything under a parent (`../x`): a name like `..data` is inside.
  if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return false;
  return !rel.split(sep).some((segment) => PRIVATE_DIRS.includes(segment));
}

/** The error for a path whose link leads out of the project: it names the link, never what is there. */
export function linkLeavesProject(shown: string, rootDir: string): CliError {
  return new CliError('file_outside_project', `${shown}: link leaves the project: capctl reads files only inside ${rootDir}, and never from its .git or ${STATE_DIR} directory`, {
    hint: 'replace the symlink with the file itself, or point it at a file inside the project',
  });
}
