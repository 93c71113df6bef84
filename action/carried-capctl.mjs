#!/usr/bin/env node
// The capctl this action carries (action/capctl/): the CLI's bundle (packages/cli/dist/capctl.mjs
// and its chunks), copied as `npm run build` makes it from this checkout's sources, so the action
// runs as checked out, with nothing from the npm registry. `node action/carried-capctl.mjs` copies
// it after a build; test/action-carried-capctl.test.ts fails while the copy differs from the build.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the build writes the bundle, and where the action keeps its copy. */
export const BUILT = join(root, 'packages/cli/dist');
export const CARRIED = join(root, 'action/capctl');

/** The bundle's files under `dir`, relative to it, in path order: the entry and every chunk. */
export function bundleFiles(dir) {
  const files = [];
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(relative(dir, path));
    }
  };
  if (existsSync(join(dir, 'capctl.mjs'))) files.push('capctl.mjs');
  if (existsSync(join(dir, 'chunks'))) walk(join(dir, 'chunks'));
  return files.sort();
}

/** The files that differ between the build and the carried copy (missing, extra, or changed). */
export function differences(built = BUILT, carried = CARRIED) {
  const a = bundleFiles(built);
  const b = bundleFiles(carried);
  const changed = a.filter((f) => b.includes(f) && !readFileSync(join(built, f)).equals(readFileSync(join(carried, f))));
  return {
    missing: a.filter((f) => !b.includes(f)),
    extra: b.filter((f) => !a.includes(f)),
    changed,
  };
}

export function copyBundle(built = BUILT, carried = CARRIED) {
  const files = bundleFiles(built);
  if (!files.includes('capctl.mjs')) throw new Error(`${relative(root, built)}/capctl.mjs is missing: run \`npm run build\` first`);
  rmSync(carried, { recursive: true, force: true });
  for (const file of files) {
    mkdirSync(dirname(join(carried, file)), { recursive: true });
    copyFileSync(join(built, file), join(carried, file));
  }
  return files.length;
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  try {
    const count = copyBundle();
    console.log(`action/capctl: ${count} files copied from packages/cli/dist; commit them with the sources they were built from`);
  } catch (error) {
    console.error(`error: ${error.message}`);
    process.exitCode = 1;
  }
}
