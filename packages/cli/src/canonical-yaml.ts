// The canonical layout of a YAML definition for `capctl fmt`: keys in the order of the
// definition schema, two-space indentation, no line folding. Built on the `yaml` Document API
// so that comments stay attached to what they describe.
import { isMap, isScalar, isSeq, parseDocument } from 'yaml';
import type { Document, Node } from 'yaml';

/** Key order per place in the definition; `*` is a list item. Unknown keys keep their order, last. */
const ORDER: Readonly<Record<string, readonly string[]>> = {
  '': ['variables', 'actions', 'resources'],
  'variables.*': ['name', 'description', 'default', 'sensitive'],
  resources: ['destinations', 'metrics', 'sources'],
  'actions.*': ['variant', 'aliases', 'destinations', 'queries', 'sources', 'schema', 'compatibility', 'protect'],
  'resources.destinations.*': ['label', 'type', 'credential', 'config', 'protect'],
  'resources.destinations.*.config': ['url', 'headers', 'sensitive_headers', 'signaling', 'response_time_sla_ms', 'partition_tag_key'],
  'resources.destinations.*.config.signaling': ['enabled', 'default'],
  'resources.metrics.*': ['name', 'kind', 'endpoint', 'poll_interval_seconds', 'credential', 'config', 'status', 'queries', 'protect'],
  'resources.metrics.*.config': ['path', 'auth_header', 'tls_skip_verify'],
  'resources.metrics.*.queries.*': ['name', 'status', 'config', 'protect'],
  'resources.metrics.*.queries.*.config': ['expression', 'rollup_seconds', 'window_seconds', 'group_by', 'tags'],
  'resources.sources.*': ['name', 'type', 'credential', 'config', 'status', 'ingest', 'protect'],
  'resources.sources.*.config': ['queue_url', 'region'],
  'resources.sources.*.ingest': ['variant', 'version'],
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
