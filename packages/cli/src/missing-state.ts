// Read-only commands never create state: a local state that does not exist is refused, saying
// where capctl looked (and why there) and which states exist nearby, above or below.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, parse, resolve } from 'node:path';
import { CliError } from './errors.js';
import { findProjectRoot, PROJECT_FILE, STATE_DIR, type RootReason, type RootSearch } from './project-root.js';
import type { Target } from './target.js';

const STATE_FILE = 'state.db';
/** How deep below the current directory, and how many directories at most, the search for nearby states goes. */
const DEPTH_BELOW = 3;
const MOST_DIRECTORIES = 2000;
const MOST_SHOWN = 5;

const WHY: Readonly<Record<RootReason, string>> = {
  'project-file': `it holds ${PROJECT_FILE}`,
  'state-dir': `it holds ${STATE_DIR}/`,
  git: 'it is the git work tree\'s root',
  'definition-dir': 'no capctl.yaml, .capctl/ or git work tree is above it',
};

/** The states found above `from` (its parents) and below it (a few levels, dot-directories and node_modules skipped). */
export function nearbyStates(from: string, except: string): string[] {
  const found: string[] = [];
  const start = resolve(from);
  for (let dir = dirname(start); ; dir = dirname(dir)) {
    found.push(join(dir, STATE_DIR, STATE_FILE));
    if (dir === parse(dir).root) break;
  }
  let visited = 0;
  const below = (dir: string, depth: number): void => {
    if (depth > DEPTH_BELOW || visited++ > MOST_DIRECTORIES) return;
    found.push(join(dir, STATE_DIR, STATE_FILE));
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules') below(join(dir, entry.name), depth + 1);
    }
  };
  below(start, 0);
  return found.filter((path) => path !== except && existsSync(path));
}

/**
 * Refuses a local target whose database does not exist (a read would make an empty one, and the
 * next plan would then want to create everything); `from` is where the command looked from.
 */
export function requireExistingState(target: Target, from: string, search: RootSearch = {}): void {
  if (target.kind !== 'embedded' || existsSync(target.dbPath)) return;
  const root = findProjectRoot(from, search);
  const fromRoot = target.dbPath === join(root.dir, STATE_DIR, STATE_FILE);
  const where = fromRoot
    ? `the project root ${root.dir} (${WHY[root.reason]})`
    : 'the state named by --state, CAPCTL_STATE or capctl.yaml';
  const nearby = nearbyStates(from, target.dbPath);
  throw new CliError('io', `there is no local state at ${target.dbPath}: looked in ${where}; nothing was read or created`, {
    details: nearby.length === 0
      ? ['no other local state was found above or below this directory']
      : ['local states nearby:', ...nearby.slice(0, MOST_SHOWN).map((path) => `  ${path}`)],
    hint: nearby.length === 0
      ? 'run it in the project whose state you mean (--chdir DIR), pass --state PATH or --url; `capctl apply DIR` makes the state on its first run'
      : `run it in that state's project (--chdir ${dirname(dirname(nearby[0] ?? ''))}), or pass --state PATH`,
  });
}
