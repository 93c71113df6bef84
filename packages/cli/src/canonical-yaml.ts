// The canonical layout of a YAML definition for `capctl fmt`: keys in the order of the
// definition schema, two-space indentation, no line folding. Built on the `yaml` Document API
// so that comments stay attached to what they describe.
import { isMap, isScalar, isSeq, parseDocument } from 'yaml';
import type { Document, Node } from 'yaml';
import { KIND_MODULES, type Kind } from '@capctl/core';

/** Where a kind's items sit: `actions.*`, or `resources.metrics.*.queries.*` for a nested kind. */
function placeOf(kind: Kind): string {
  const list = kind.pointer.split('/').slice(1).join('.');
  return kind.nestedIn === undefined ? `${list}.*` : `${list}.*.${kind.nestedIn}.*`;
}

/**
 * Key order per place in the definition; `*` is a list item. Unknown keys keep their order, last.
 * Each kind's keys come from its kind module; only the definition's own frame is written here.
 */
const ORDER: Readonly<Record<string, readonly string[]>> = {
  '': ['variables', 'actions', 'resources'],
  'variables.*': ['name', 'description', 'default', 'sensitive'],
  resources: KIND_MODULES.filter((k) => k.nestedIn === undefined && k.pointer.startsWith('/resources/')).map((k) => k.pointer.split('/')[2] as string).sort(),
  ...Object.fromEntries(KIND_MODULES.flatMap((k) => Object.entries(k.keyOrder).map(([path, keys]) => [path === '' ? placeOf(k) : `${placeOf(k)}.${path}`, keys]))),
};

const keyOf = (key: unknown): string => (isScalar(key) ? String(key.value) : String(key));

function reorder(node: unknown, place: string): void {
  if (isSeq(node)) {
    for (const item of node.items) reorder(item, place === '' ? '*' : `${place}.*`);
    return;
  }
  if (!isMap(node)) return;
  const order = ORDER[place];
  if (order) {
    const rank = (key: unknown) => {
      const i = order.indexOf(keyOf(key));
      return i < 0 ? order.length : i;
    };
    node.items.sort((a, b) => rank(a.key) - rank(b.key));
  }
  for (const pair of node.items) {
    const child = place === '' ? keyOf(pair.key) : `${place}.${keyOf(pair.key)}`;
    // Schemas are user data: their keys keep the order they were written in.
    if (child.endsWith('.schema')) continue;
    reorder(pair.value, child);
  }
}

/** A comment at the very top is the file's header, even when yaml attached it to the first key. */
function keepHeaderOnTop(doc: Document<Node, true>): void {
  const first = isMap(doc.contents) ? doc.contents.items[0] : undefined;
  const key = first?.key as { commentBefore?: string | null } | undefined;
  if (!key?.commentBefore) return;
  doc.commentBefore = doc.commentBefore ? `${doc.commentBefore}\n${key.commentBefore}` : key.commentBefore;
  key.commentBefore = null;
}

export interface FormatResult {
  readonly text: string;
  /** Syntax errors as `line:column: message`; the text is then returned unchanged. */
  readonly errors: readonly string[];
}

export function formatYaml(text: string): FormatResult {
  const doc: Document<Node, true> = parseDocument(text, { keepSourceTokens: false });
  if (doc.errors.length > 0) {
    return { text, errors: doc.errors.map((e) => `${e.linePos?.[0]?.line ?? 0}:${e.linePos?.[0]?.col ?? 0}: ${e.message.split('\n')[0]}`) };
  }
  if (doc.contents === null) return { text, errors: [] };
  keepHeaderOnTop(doc);
  reorder(doc.contents, '');
  return { text: doc.toString({ indent: 2, indentSeq: true, lineWidth: 0, flowCollectionPadding: false }), errors: [] };
}
