// End-to-end, with the built binary: `capctl graph` draws a definition's references as DOT,
// Mermaid and JSON (schemas/graph.schema.json), colours what a saved plan changes and what
// depends on it, and keeps hostile names (quotes, newlines, brackets, `-->`, `%%`) inside their
// labels: each output is read back with a parser of the subset it writes, statement by statement.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROOT, Workspace } from './cli-fixture.js';
import { outputSchema } from './fixtures/output-schema.js';

vi.setConfig({ testTimeout: 120_000 });

const validGraph = outputSchema('graph');

interface GraphJson {
  readonly nodes: readonly { readonly id: string; readonly kind: string; readonly name: string; readonly change?: string }[];
  readonly edges: readonly { readonly from: string; readonly to: string; readonly via: string }[];
}

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

/** `from -via-> to` for each edge, by `kind/name`. */
const edgeTexts = (g: GraphJson) => g.edges.map((e) => `${e.from} -${e.via}-> ${e.to}`);

// ---- A parser of the DOT that capctl writes: statements of ids, `->`, and [attr=value] lists. ----

type DotStatement = { readonly node: string; readonly attrs: Record<string, string> } | { readonly edge: [string, string]; readonly attrs: Record<string, string> };

/** DOT tokens: ids, quoted strings (unescaped), and punctuation. Fails on anything else. */
function dotTokens(text: string): { t: 'id' | 'str' | 'punct'; v: string }[] {
  const tokens: { t: 'id' | 'str' | 'punct'; v: string }[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (/\s/.test(c)) { i++; continue; }
    if (c === '"') {
      let v = '';
      for (i++; text[i] !== '"'; i++) {
        if (i >= text.length) throw new Error('unterminated string');
        if (text[i] === '\\' && (text[i + 1] === '"' || text[i + 1] === '\\')) i++;
        v += text[i];
      }
      i++;
      tokens.push({ t: 'str', v });
    } else if (text.startsWith('->', i)) {
      tokens.push({ t: 'punct', v: '->' });
      i += 2;
    } else if ('{}[];=,'.includes(c)) {
      tokens.push({ t: 'punct', v: c });
      i++;
    } else {
      const m = /^[A-Za-z0-9_]+/.exec(text.slice(i));
      if (!m) throw new Error(`unexpected ${JSON.stringify(text.slice(i, i + 10))}`);
      tokens.push({ t: 'id', v: m[0] });
      i += m[0].length;
    }
  }
  return tokens;
}

function parseDot(text: string): DotStatement[] {
  const tokens = dotTokens(text);
  const take = (v?: string) => {
    const token = tokens.shift();
    if (token === undefined || (v !== undefined && token.v !== v)) throw new Error(`expected ${v ?? 'a token'}, got ${token?.v}`);
    return token;
  };
  const peek = (): string | undefined => tokens[0]?.v;
  take('digraph'); take('capctl'); take('{');
  const statements: DotStatement[] = [];
  while (peek() !== '}') {
    const first = take().v;
    const attrs: Record<string, string> = {};
    let edge: [string, string] | undefined;
    if (peek() === '->') { take('->'); edge = [first, take().v]; }
    if (peek() === '=') { take('='); take(); take(';'); continue; } // rankdir=LR
    if (peek() === '[') {
      take('[');
      while (peek() !== ']') {
        const key = take().v; take('='); attrs[key] = take().v;
        if (peek() === ',') take(',');
      }
      take(']');
    }
    take(';');
    if (first !== 'node') statements.push(edge ? { edge, attrs } : { node: first, attrs });
  }
  take('}');
  expect(tokens).toEqual([]);
  return statements;
}

// ---- A parser of the Mermaid that capctl writes: every line one of four statement shapes. ----

const decode = (label: string) => label.replace(/#(\d+);/g, (_m, code: string) => String.fromCodePoint(Number(code)));

function parseMermaid(text: string): { nodes: Map<string, string>; edges: [string, string, string][]; classes: Map<string, string[]> } {
  const [head, ...lines] = text.trimEnd().split('\n');
  expect(head).toBe('flowchart LR');
  const nodes = new Map<string, string>();
  const edges: [string, string, string][] = [];
  const classes = new Map<string, string[]>();
  for (const line of lines) {
    let m: RegExpExecArray | null;
    if ((m = /^ {2}(n\d+)\["([A-Za-z0-9 ._/:#;-]*)"\]$/.exec(line))) nodes.set(m[1] as string, decode(m[2] as string));
    else if ((m = /^ {2}(n\d+) -->\|"([A-Za-z0-9 ._/:#;-]*)"\| (n\d+)$/.exec(line))) edges.push([m[1] as string, decode(m[2] as string), m[3] as string]);
    else if ((m = /^ {2}class (n\d+(?:,n\d+)*) capctl_(\w+)$/.exec(line))) classes.set(m[2] as string, (m[1] as string).split(','));
    else expect(line).toMatch(/^ {2}classDef capctl_\w+ fill:#[0-9a-f]{6},stroke:#[0-9a-f]{6}(,stroke-dasharray:5 5)?$/);
  }
  return { nodes, edges, classes };
}

describe('capctl graph', () => {
  it('has help with examples', async () => {
    const help = await ws.run(['graph', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: capctl graph [options] [path]');
    expect(help.stdout).toContain('$ capctl graph capacity/ --format mermaid');
  });

  it('draws the quickstart\'s references from the kind registry, in DOT, Mermaid and JSON', async () => {
    const json = await ws.run(['graph', `${ROOT}/examples/quickstart`, '--format', 'json']);
    expect(json.code, json.stderr).toBe(0);
    const graph = JSON.parse(json.stdout) as GraphJson;
    expect(validGraph(graph), JSON.stringify(validGraph.errors)).toBe(true);
    expect(edgeTexts(graph)).toEqual([
      'action/scale-down -destinations-> destination/ops-webhook',
      'action/scale-down -queries-> query/app-metrics/queue-depth',
      'action/scale-up -destinations-> destination/ops-webhook',
      'action/scale-up -queries-> query/app-metrics/p95-latency',
      'action/scale-up -queries-> query/app-metrics/queue-depth',
      'query/app-metrics/p95-latency -metrics-> metrics/app-metrics',
      'query/app-metrics/queue-depth -metrics-> metrics/app-metrics',
      'source/orders-queue -ingest.variant-> action/drain-orders',
    ]);

    const dot = parseDot((await ws.run(['graph', `${ROOT}/examples/quickstart`])).stdout);
    const labels = new Map(dot.flatMap((s) => ('node' in s ? [[s.node, s.attrs['label'] as string] as const] : [])));
    expect([...labels.values()]).toEqual(graph.nodes.map((n) => `${n.kind}: ${n.name}`));
    const dotEdges = dot.flatMap((s) => ('edge' in s ? [`${labels.get(s.edge[0])} -${s.attrs['label']}-> ${labels.get(s.edge[1])}`] : []));
    expect(dotEdges).toEqual(graph.edges.map((e) => `${e.from.replace('/', ': ')} -${e.via}-> ${e.to.replace('/', ': ')}`));

    const mermaid = parseMermaid((await ws.run(['graph', `${ROOT}/examples/quickstart`, '--format', 'mermaid'])).stdout);
    expect(mermaid.edges.map(([a, via, b]) => `${mermaid.nodes.get(a)} -${via}-> ${mermaid.nodes.get(b)}`)).toEqual(dotEdges);
  });

  it('keeps hostile credential names inside their labels in DOT and Mermaid', async () => {
    const hostile = ['x" -> n0 [label="pwned', 'a]-->b["c', 'line\nbreak', '%% comment', 'back\\slash\\n', '<b>bold</b> `code` #35; |pipe|', 'semi;colon}{'];
    const destinations = hostile.map((credential, i) => `    - label: hook-${i}\n      type: webhook\n      credential: ${JSON.stringify(credential)}\n      config: {url: "https://hooks.example.com/${i}"}\n`).join('');
    ws.writeText('defs/capacity.yaml', `actions: []\nresources:\n  destinations:\n${destinations}`);
    const dotRun = await ws.run(['graph', 'defs']);
    expect(dotRun.code, dotRun.stderr).toBe(0);
    const dot = parseDot(dotRun.stdout);
    // What a name shows: itself, its newline written as the two characters `\n`.
    const shown = hostile.map((h) => `credential: ${h.replace('\n', '\\n')}`);
    const dotLabels = dot.flatMap((s) => ('node' in s ? [s.attrs['label']] : []));
    expect(dotLabels.filter((l) => l?.startsWith('credential: ')).sort()).toEqual([...shown].sort());
    expect(dot.filter((s) => 'edge' in s)).toHaveLength(hostile.length);

    const mermaid = parseMermaid((await ws.run(['graph', 'defs', '--format', 'mermaid'])).stdout);
    expect([...mermaid.nodes.values()].filter((l) => l.startsWith('credential: ')).sort()).toEqual([...shown].sort());
    expect(mermaid.edges).toHaveLength(hostile.length);
  });

  it('colours what a saved plan creates, updates and deletes, and what depends on it at any distance', async () => {
    const dir = ws.withQuickstart();
    const file = `${dir}/capacity.yaml`;
    // drain-orders also names the webhook (so its source depends on the webhook through it), and a spare hook exists.
    const spare = '    - label: spare-hook\n      type: webhook\n      config: {url: "https://hooks.example.com/spare"}\n';
    const first = ws.read(file).replace('  - variant: drain-orders\n', '  - variant: drain-orders\n    destinations: [ops-webhook]\n').replace('  destinations:\n', `  destinations:\n${spare}`);
    ws.writeText(file, first);
    const applied = await ws.run(['apply', dir, '--auto-approve']);
    expect(applied.code, applied.stderr).toBe(0);
    // Update the webhook, delete the spare hook, add a metrics source.
    ws.writeText(file, first
      .replace('response_time_sla_ms: 2000', 'response_time_sla_ms: 2500')
      .replace(spare, '')
      .replace('  metrics:\n', '  metrics:\n    - name: extra-metrics\n      kind: pull_metrics\n      endpoint: https://metrics.example.com/extra\n'));
    const planned = await ws.run(['plan', dir, '--out', 'p.json']);
    expect(planned.code, planned.stderr).toBe(0);

    const json = await ws.run(['graph', dir, '--plan', 'p.json', '--format', 'json']);
    expect(json.code, json.stderr).toBe(0);
    const graph = JSON.parse(json.stdout) as GraphJson;
    expect(validGraph(graph), JSON.stringify(validGraph.errors)).toBe(true);
    const changes = Object.fromEntries(graph.nodes.filter((n) => n.change !== undefined).map((n) => [n.id, n.change]));
    expect(changes).toEqual({
      'metrics/extra-metrics': 'create',
      'destination/ops-webhook': 'update',
      'destination/spare-hook': 'delete',
      'action/drain-orders': 'affected',
      'action/scale-down': 'affected',
      'action/scale-up': 'affected',
      // Through drain-orders: dependents are followed along every chain.
      'source/orders-queue': 'affected',
    });

    const mermaid = parseMermaid((await ws.run(['graph', dir, '--plan', 'p.json', '--format', 'mermaid'])).stdout);
    const classed = (change: string) => (mermaid.classes.get(change) ?? []).map((id) => mermaid.nodes.get(id)).sort();
    expect(classed('create')).toEqual(['metrics: extra-metrics']);
    expect(classed('update')).toEqual(['destination: ops-webhook']);
    expect(classed('delete')).toEqual(['destination: spare-hook']);
    expect(classed('affected')).toEqual(['action: drain-orders', 'action: scale-down', 'action: scale-up', 'source: orders-queue']);

    const dot = parseDot((await ws.run(['graph', dir, '--plan', 'p.json'])).stdout);
    const deleted = dot.find((s) => 'node' in s && s.attrs['label'] === 'destination: spare-hook');
    expect(deleted?.attrs).toMatchObject({ tooltip: 'delete', style: 'rounded,filled,dashed' });
  });

  it('refuses a --plan file that is not a saved plan, and an unknown format', async () => {
    const bad = await ws.run(['graph', `${ROOT}/examples/quickstart`, '--plan', 'capctl.yaml']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('error: capctl.yaml is not a plan saved by `capctl plan --out`');
    const format = await ws.run(['graph', `${ROOT}/examples/quickstart`, '--format', 'svg']);
    expect(format.stderr).toContain('error: unknown format "svg"');
  });
});
