// openapi.yaml as a positioned document (positioned.ts): the `yaml` parser's node ranges, with
// each value's span trimmed of the newline that follows it. A collection is inline when written in
// flow style (a block map of one line still needs its own line under its key).
import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import type { JsonValue } from '../../../types.js';
import type { Positioned } from './positioned.js';

/** Parses YAML text (plain data: no anchors or tags), keeping each value's span. */
export function positionedYaml(text: string): Positioned {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw doc.errors[0]!;
  return walk(doc.contents as Node, text);
}

function walk(node: Node, text: string): Positioned {
  const [start, valueEnd] = node.range!;
  let end = valueEnd;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  if (isMap(node)) {
    const members = new Map<string, Positioned>();
    for (const pair of node.items) members.set(String((pair.key as { value: unknown }).value), walk(pair.value as Node, text));
    const value = Object.fromEntries([...members].map(([k, v]) => [k, v.value]));
    return { value, start, end, inline: node.flow === true, members };
  }
  if (isSeq(node)) {
    const items = node.items.map((item) => walk(item as Node, text));
    return { value: items.map((i) => i.value), start, end, inline: node.flow === true, items };
  }
  if (isScalar(node)) return { value: node.value as JsonValue, start, end, inline: !text.slice(start, end).includes('\n') };
  throw new Error(`unsupported YAML node at offset ${start}`);
}
