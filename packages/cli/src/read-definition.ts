// Reads definition files from disk (the only I/O of loading): a file, or every *.yaml, *.yml
// and *.json under a directory at any depth, in path order, following symlinks that stay in the
// project (a link out of it, or into its .git or .capctl, is an error naming the link, and what
// it points at is never read). Nothing is skipped silently: only dot-entries, node_modules and
// capctl.yaml (project defaults) are left out.
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { SourceFile } from '@capctl/core';
import { CliError } from './errors.js';
import { findProjectRoot, insideProject, linkLeavesProject, PROJECT_FILE, type ProjectRoot } from './project-root.js';

const DEFINITION_FILE = /\.(ya?ml|json)$/i;

/** Paths are shown relative to the working directory, as users typed them. */
function display(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel === '' || rel.startsWith('..') ? path : rel;
}

function unreadable(path: string, error: unknown): CliError {
  const code = (error as { code?: unknown }).code;
  const why = code === 'ENOENT' ? 'it is a symlink to nothing' : code === 'EACCES' ? 'permission denied' : (error as Error).message;
  return new CliError('definition_not_found', `cannot read ${display(path)}: ${why}`, {
    hint: 'fix or remove that entry; every definition file under the directory is read',
  });
}

/** The project a definition is read from: its root as given, and its real path. */
interface Fence {
  readonly dir: string;
  readonly real: string;
}

/** The real path of `path`, refused (naming `path`) when it leaves the project. */
async function realInside(path: string, fence: Fence): Promise<string> {
  const real = await realpath(path).catch((error: unknown) => { throw unreadable(path, error); });
  if (!insideProject(fence.real, real)) throw linkLeavesProject(display(path), display(fence.dir));
  return real;
}

/** Directories on the way down, by real path: meeting one again means a symlink loop. */
async function walk(dir: string, ancestors: ReadonlySet<string>, found: string[], fence: Fence): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
    throw unreadable(dir, error);
  });
  for (const entry of entries) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    // stat follows symlinks: a linked file or directory counts as what it points at, once the
    // link is known to stay in the project.
    if (entry.isSymbolicLink()) await realInside(path, fence);
    const info = entry.isSymbolicLink() ? await stat(path).catch((error: unknown) => { throw unreadable(path, error); }) : entry;
    if (info.isDirectory()) {
      const real = await realpath(path).catch((error: unknown) => { throw unreadable(path, error); });
      if (ancestors.has(real)) {
        throw new CliError('definition_invalid', `symlink loop at ${display(path)}: it leads back to ${display(real)}`, {
          hint: 'remove or retarget that symlink; definition directories are read recursively',
        });
      }
      await walk(path, new Set([...ancestors, real]), found, fence);
    } else if (info.isFile() && DEFINITION_FILE.test(entry.name) && entry.name !== PROJECT_FILE) {
      found.push(path);
    }
  }
}

/** Compares path segment by segment, so that a directory's files stay together. */
function byPath(a: string, b: string): number {
  const x = a.split(/[\\/]/);
  const y = b.split(/[\\/]/);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const [p, q] = [x[i] as string, y[i] as string];
    if (p !== q) return p < q ? -1 : 1;
  }
  return x.length - y.length;
}

/**
 * The definition files at `path`, in path order; a directory is read at any depth. `root` is
 * the project the path belongs to (found from the path when not given).
 */
export async function listDefinitionFiles(path: string, root: ProjectRoot = findProjectRoot(path, { definition: true })): Promise<string[]> {
  const info = await stat(path).catch(() => undefined);
  if (!info) {
    throw new CliError('definition_not_found', `no such file or directory: ${path}`, {
      hint: 'pass a definition directory or file, e.g. `capctl plan examples/quickstart`',
    });
  }
  const fence: Fence = { dir: root.dir, real: await realpath(root.dir) };
  // The path itself may be a link (or lie under one): it must stay in the project too.
  const real = await realInside(path, fence);
  if (info.isFile()) return [path];
  const found: string[] = [];
  await walk(path, new Set([real]), found, fence);
  if (found.length === 0) {
    throw new CliError('definition_not_found', `no *.yaml, *.yml or *.json files in ${path} or its subdirectories`, {
      hint: 'put definition files in the directory, or pass a file',
    });
  }
  return found.sort(byPath);
}

/**
 * A plan saved by `capctl plan --out` (it starts with its format marker, as written): capctl's
 * own file, not a definition, when it is saved inside the definition directory.
 */
export const SAVED_PLAN_START = /^\s*\{\s*"format"\s*:\s*"capctl-saved-plan\/v[0-9]+"/;

/** The definition files' texts; `skipped` hears of each saved plan left out (with a note). */
export async function readDefinitionFiles(path: string, root?: ProjectRoot, skipped: (file: string) => void = () => {}): Promise<SourceFile[]> {
  const files = await listDefinitionFiles(path, root);
  const read = await Promise.all(files.map(async (f) => ({
    path: display(f),
    text: await readFile(f, 'utf8').catch((error: unknown) => { throw unreadable(f, error); }),
  })));
  const definitions = read.filter((file) => {
    const plan = /\.json$/i.test(file.path) && SAVED_PLAN_START.test(file.text.slice(0, 200));
    if (plan) skipped(file.path);
    return !plan;
  });
  // Only saved plans: an empty definition would plan to delete everything.
  if (definitions.length === 0) {
    throw new CliError('definition_not_found', `${path} holds only plans saved by capctl, no definition files`, {
      hint: 'pass the definition directory; apply a saved plan with `capctl apply FILE`',
    });
  }
  return definitions;
}
