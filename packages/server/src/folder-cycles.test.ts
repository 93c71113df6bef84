// The server's folders import one way: no folder reaches itself again through the folders it
// imports (production files; tests and test support may reach anywhere). A cycle between folders
// is how a feature's knowledge starts to live in two places, so it fails here with its path.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Every relative module a source text names: imports (type-only too), re-exports, side-effect and dynamic imports. */
function specifiers(text: string): string[] {
  const found = [...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'|^\s*import\s+'(\.[^']+)'|\bimport\(\s*'(\.[^']+)'\s*\)/gms)];
  return found.map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

/** The top folder of a path relative to src/ (undefined for a file at the root). */
const folderOf = (path: string): string | undefined => (path.includes(sep) ? path.split(sep)[0] : undefined);

/** Folder → the other folders its production files import. */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (path !== 'testing') walk(path);
        continue;
      }
      if (!/\.ts$/.test(entry.name) || /\.test\.ts$/.test(entry.name)) continue;
      const from = folderOf(path);
      if (from === undefined) continue;
      for (const name of specifiers(readFileSync(join(root, path), 'utf8'))) {
        const to = folderOf(relative(root, resolve(dirname(join(root, path)), name)));
        if (to !== undefined && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
      }
    }
  };
  walk('');
  return graph;
}

/** Each cycle found by a depth-first walk, as the folders on it: [a, b, a]. */
function cycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const visit = (node: string, path: string[]): void => {
    if (path.includes(node)) {
      found.push([...path.slice(path.indexOf(node)), node]);
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
    done.add(node);
  };
  for (const node of [...graph.keys()].sort()) visit(node, []);
  return found;
}

describe('server folders', () => {
  it('finds cycles, long and short, and the imports that make them', () => {
    expect(cycles(new Map([['a', new Set(['b'])], ['b', new Set(['c'])], ['c', new Set(['a'])]]))).toEqual([['a', 'b', 'c', 'a']]);
    expect(cycles(new Map([['a', new Set(['b'])], ['b', new Set<string>()]]))).toEqual([]);
    expect(specifiers("import type { X } from '../auth/x.js';\nimport '../fastify-types.js';\nconst m = await import('./y.js');"))
      .toEqual(['../auth/x.js', '../fastify-types.js', './y.js']);
  });

  it('import one way: no folder reaches itself again', () => {
    const graph = folderGraph();
    // The walk saw the server's folders and their imports (config reads storage, revisions reads config).
    expect(graph.get('config')?.has('storage')).toBe(true);
    expect(graph.get('revisions')?.has('config')).toBe(true);
    expect(cycles(graph)).toEqual([]);
  });
});
