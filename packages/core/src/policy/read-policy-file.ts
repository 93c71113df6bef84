// Reads one policy file: YAML, one policy per document (`---` between them, as Kubernetes
// manifests are written), each checked against the shape of schemas/policies.schema.json with
// `file:line:column` for every problem, and the source of each CEL expression kept for positions.
import { isMap, isScalar, LineCounter, parseAllDocuments, type Pair, type Scalar } from 'yaml';
import type { Diagnostic } from '../types.js';
import { didYouMean } from '../parse/suggest.js';
import { ENFORCEMENTS, POLICY_SCOPES, type Policy, type PolicyFile } from './policy.js';
import type { PolicyCode } from './policy-codes.js';
import { scalarOffsets } from './scalar-offsets.js';

/** Where each character of a CEL expression is written in the file. */
export interface ExpressionSource {
  readonly key: 'condition' | 'messageExpression';
  readonly text: string;
  /** 1-based line and column of the expression's character at `offset` (UTF-16 units). */
  at(offset: number): { readonly line: number; readonly column: number };
}

/** A policy read from a file, with the places of its expressions. */
export interface ReadPolicy {
  readonly policy: Policy;
  readonly expressions: readonly ExpressionSource[];
}

export interface PolicyFileRead {
  readonly policies: readonly ReadPolicy[];
  readonly diagnostics: readonly Diagnostic[];
}

const NAME = /^[a-z0-9][a-z0-9._-]{0,62}$/;
const STRING_KEYS = ['name', 'description', 'scope', 'condition', 'message', 'messageExpression', 'enforcement'] as const;
const REQUIRED = ['name', 'scope', 'condition', 'message', 'enforcement'] as const;
type Key = (typeof STRING_KEYS)[number];

const MAX_FILE_CHARS = 1_000_000;

export function readPolicyFile(file: PolicyFile): PolicyFileRead {
  const diagnostics: Diagnostic[] = [];
  const lineCounter = new LineCounter();
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: Math.max(1, line), column: Math.max(1, col) };
  };
  const report = (code: PolicyCode, message: string, offset: number, pointer: string) =>
    diagnostics.push({ severity: 'error', code, message, pointer, file: file.path, ...at(offset) });
  if (file.text.length > MAX_FILE_CHARS) {
    report('yaml_syntax', `the file has more than ${MAX_FILE_CHARS} characters; split it into several files`, 0, '');
    return { policies: [], diagnostics };
  }
  const documents = parseAllDocuments(file.text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (!Array.isArray(documents)) {
    report('yaml_syntax', 'the file is not YAML documents', 0, '');
    return { policies: [], diagnostics };
  }
  const policies: ReadPolicy[] = [];
  documents.forEach((document, index) => {
    if (document.errors.length > 0) {
      for (const e of document.errors) report('yaml_syntax', e.message.split('\n')[0] ?? e.message, e.pos[0], '');
      return;
    }
    const contents = document.contents;
    if (contents === null || (isScalar(contents) && contents.value === null)) return;
    const start = (contents as { range?: [number, number, number] }).range?.[0] ?? 0;
    if (!isMap(contents)) {
      report('policy_shape', 'a policy document must be a mapping (`name:`, `scope:`, `condition:`, ...)', start, '');
      return;
    }
    const read = readDocument(contents.items as Pair[], start, index);
    if (read !== undefined) policies.push(read);
  });
  return { policies, diagnostics };

  function readDocument(pairs: readonly Pair[], start: number, index: number): ReadPolicy | undefined {
    const values = new Map<Key, { text: string; node: Scalar }>();
    let ok = true;
    for (const pair of pairs) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      const keyAt = (pair.key as { range?: [number, number, number] } | null)?.range?.[0] ?? start;
      if (!(STRING_KEYS as readonly string[]).includes(key)) {
        report('policy_shape', `unknown key \`${key}\`; a policy has ${STRING_KEYS.map((k) => `\`${k}\``).join(', ')}${didYouMean(key, STRING_KEYS)}`, keyAt, `/${key}`);
        ok = false;
        continue;
      }
      const node = pair.value;
      if (!isScalar(node) || typeof node.value !== 'string') {
        const hint = isScalar(node) && node.value !== null && typeof node.value !== 'object' ? `; quote it: "${String(node.value)}"` : '';
        const what = key === 'condition' || key === 'messageExpression' ? 'a string (a CEL expression)' : 'a string';
        report('policy_shape', `\`${key}\` must be ${what}${hint}`, (node as { range?: [number, number, number] } | null)?.range?.[0] ?? keyAt, `/${key}`);
        ok = false;
        continue;
      }
      values.set(key as Key, { text: node.value, node });
    }
    for (const key of REQUIRED) {
      if (!values.has(key) && ok) {
        report('policy_shape', `the policy has no \`${key}\`; add it (docs/policies.md)`, start, '');
        ok = false;
      }
    }
    const text = (key: Key) => values.get(key)?.text ?? '';
    const place = (key: Key) => values.get(key)?.node.range?.[0] ?? start;
    const name = text('name');
    if (values.has('name') && !NAME.test(name)) {
      report('policy_shape', 'a policy name is lowercase letters, digits, `.`, `_` and `-`, starts with a letter or digit and has at most 63 characters', place('name'), '/name');
      ok = false;
    }
    const scope = text('scope');
    if (values.has('scope') && !(POLICY_SCOPES as readonly string[]).includes(scope)) {
      report('policy_shape', `\`scope\` is one of ${POLICY_SCOPES.join(', ')}, not ${JSON.stringify(scope)}${didYouMean(scope, POLICY_SCOPES)}`, place('scope'), '/scope');
      ok = false;
    }
    const enforcement = text('enforcement');
    if (values.has('enforcement') && !(ENFORCEMENTS as readonly string[]).includes(enforcement)) {
      report('policy_shape', `\`enforcement\` is one of ${ENFORCEMENTS.join(', ')}, not ${JSON.stringify(enforcement)}${didYouMean(enforcement, ENFORCEMENTS)}`, place('enforcement'), '/enforcement');
      ok = false;
    }
    for (const key of ['condition', 'message'] as const) {
      if (values.has(key) && text(key).trim() === '') {
        report('policy_shape', `\`${key}\` is empty`, place(key), `/${key}`);
        ok = false;
      }
    }
    if (!ok) return undefined;
    const expressions = (['condition', 'messageExpression'] as const).flatMap((key) => {
      const entry = values.get(key);
      return entry === undefined ? [] : [expressionSource(key, entry.text, entry.node)];
    });
    const messageExpression = values.get('messageExpression')?.text;
    const policy: Policy = Object.freeze({
      name, description: text('description'), scope: scope as Policy['scope'], condition: text('condition'),
      message: text('message'), ...(messageExpression === undefined ? {} : { messageExpression }),
      enforcement: enforcement as Policy['enforcement'], source: { file: file.path, document: index, ...at(start) },
    });
    return { policy, expressions };
  }

  function expressionSource(key: 'condition' | 'messageExpression', text: string, node: Scalar): ExpressionSource {
    const [from = 0, to = from] = node.range ?? [];
    let offsets: number[] | undefined;
    return {
      key, text,
      at(offset) {
        offsets ??= scalarOffsets(text, file.text, from, to);
        return at(offsets[Math.max(0, Math.min(offset, offsets.length - 1))] ?? from);
      },
    };
  }
}
