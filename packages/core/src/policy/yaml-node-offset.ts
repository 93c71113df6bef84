// The offset of the value at a JSON pointer inside one YAML document's node tree, or of the
// deepest existing parent: positions for documents of multi-document files (policies, test cases).
import { isAlias, isMap, isScalar, isSeq, type Pair } from 'yaml';
import { splitPointer } from '../parse/json-pointer.js';

type Ranged = { range?: readonly [number, number, number] | null };

const startOf = (node: unknown, fallback: number): number => (node as Ranged | null)?.range?.[0] ?? fallback;

/** Aliases are not followed: an error inside one is shown at the alias. */
export function yamlNodeOffset(root: unknown, pointer: string): number {
  let node = root;
  let offset = startOf(root, 0);
  for (const segment of splitPointer(pointer)) {
    if (isAlias(node)) break;
    if (isMap(node)) {
      const pair = (node.items as Pair[]).find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === segment);
      if (pair === undefined) break;
      offset = startOf(pair.value, startOf(pair.key, offset));
      node = pair.value;
    } else if (isSeq(node)) {
      const item = node.items[Number(segment)];
      if (item === undefined || item === null) break;
      offset = startOf(item, offset);
      node = item;
    } else {
      break;
    }
  }
  return offset;
}
