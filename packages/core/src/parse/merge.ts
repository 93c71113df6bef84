// Merges the files of a definition into one: arrays are concatenated in file order. Each merged
// item remembers its file and index there, so that a problem found on the merged definition
// maps back to the file and in-file pointer cheaply (no positions are kept for valid files).
import { isJsonObject } from '../json-object.js';
import { DEFINITION_LISTS } from '../kinds/kinds.js';
import type { Definition } from '../types.js';
import type { Finding, Place } from './finding.js';

export interface LoadedValue {
  /** Index of the file in the input, or undefined for a single object validated on its own. */
  readonly file?: number;
  readonly value: Readonly<Record<string, unknown>>;
}

/** Where merged items came from: one list per kind. */
export interface Provenance {
  /** The file and in-file pointer of a pointer into the merged definition. */
  toFile(pointer: string): Place;
  /** The same finding, with its places in file terms. */
  relocate(finding: Finding): Finding;
}

interface Origin {
  readonly files: (number | undefined)[];
  readonly indexes: number[];
}

interface List {
  readonly prefix: string;
  readonly path: readonly string[];
}

/** The definition's lists (kinds/), in definition order: each item's pointer prefix and the keys to the list. */
const KINDS: readonly List[] = DEFINITION_LISTS.map((k) => ({ prefix: `${k.pointer}/`, path: k.pointer.split('/').slice(1) }));

function arrayAt(value: Readonly<Record<string, unknown>>, path: readonly string[]): readonly unknown[] | undefined {
  let node: unknown = value;
  for (const key of path) node = isJsonObject(node) ? node[key] : undefined;
  return Array.isArray(node) ? node : undefined;
}

/** Sets `value` at `path`, creating the objects on the way. */
function setAt(root: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = root;
  path.slice(0, -1).forEach((key) => { node = (node[key] ??= {}) as Record<string, unknown>; });
  node[path[path.length - 1] as string] = value;
}

export function mergeDefinitions(loaded: readonly LoadedValue[]): { definition: Definition; provenance: Provenance } {
  const items: unknown[][] = KINDS.map(() => []);
  const origins: Origin[] = KINDS.map(() => ({ files: [], indexes: [] }));
  for (const { file, value } of loaded) {
    KINDS.forEach((kind, k) => {
      const source = arrayAt(value, kind.path);
      if (source === undefined) return;
      const target = items[k] as unknown[];
      const origin = origins[k] as Origin;
      // Items that are not objects are schema errors already; the merged definition leaves them out.
      source.forEach((item, index) => {
        if (!isJsonObject(item)) return;
        target.push(item);
        origin.files.push(file);
        origin.indexes.push(index);
      });
    });
  }
  const definition: Record<string, unknown> = {};
  KINDS.forEach((kind, k) => setAt(definition, kind.path, items[k]));
  return { definition: definition as Definition, provenance: provenanceOf(origins) };
}

function provenanceOf(origins: readonly Origin[]): Provenance {
  const toFile = (pointer: string): Place => {
    for (let k = 0; k < KINDS.length; k++) {
      const prefix = (KINDS[k] as List).prefix;
      if (!pointer.startsWith(prefix)) continue;
      const end = pointer.indexOf('/', prefix.length);
      const merged = Number(end < 0 ? pointer.slice(prefix.length) : pointer.slice(prefix.length, end));
      const origin = origins[k] as Origin;
      const index = origin.indexes[merged];
      if (index === undefined) break;
      const local = `${prefix}${index}${end < 0 ? '' : pointer.slice(end)}`;
      const file = origin.files[merged];
      return file === undefined ? { pointer: local } : { file, pointer: local };
    }
    return { pointer };
  };
  const place = (p: Place): Place => {
    const moved = toFile(p.pointer);
    return p.key === true ? { ...moved, key: true } : moved;
  };
  return {
    toFile,
    relocate: (finding) => {
      const moved = { ...finding, place: place(finding.place) };
      return finding.related === undefined ? moved : { ...moved, related: finding.related.map(place) };
    },
  };
}
