// Finds the project a definition belongs to, so that its local state is one `.capctl/` whatever
// the current directory: the nearest directory holding `capctl.yaml` or `.capctl/`, else the git
// work tree's root, else the definition's own directory.
import { existsSync, statSync } from 'node:fs';
import { dirname, join, parse, resolve } from 'node:path';

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

/**
 * The project root of `path` (a definition file or directory, or the current directory for
 * commands without one). `.git` may be a directory or, in worktrees and submodules, a file:
 * both mark a work tree's root, found without running git.
 */
export function findProjectRoot(path: string): ProjectRoot {
  const start = startDir(path);
  for (const dir of upward(start)) {
    if (existsSync(join(dir, PROJECT_FILE))) return { dir, reason: 'project-file' };
    if (isDirectory(join(dir, STATE_DIR))) return { dir, reason: 'state-dir' };
  }
  for (const dir of upward(start)) {
    if (existsSync(join(dir, '.git'))) return { dir, reason: 'git' };
  }
  return { dir: start, reason: 'definition-dir' };
}
