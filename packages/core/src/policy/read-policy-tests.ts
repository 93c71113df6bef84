// Reads a policy test file (`*.test.yaml` beside the policies): one case per YAML document, each a
// definition planned against the state another definition leaves, and the violations expected.
import { isAlias, isMap, isScalar, LineCounter, parseAllDocuments } from 'yaml';
import type { Diagnostic, JsonValue } from '../types.js';
import { didYouMean } from '../parse/suggest.js';
import type { PolicyFile } from './policy.js';
import { nodeOffset } from '../parse/locate.js';

/** One expected violation; `message` is compared only when given. */
export interface ExpectedResult {
  readonly policy: string;
  readonly subject: string;
  readonly message?: string;
}

export interface PolicyTestCase {
  readonly name: string;
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** Applied to an empty state first: the state the case's plan is made against. */
  readonly state?: JsonValue;
  readonly definition: JsonValue;
  /** Only these policies' results count; all when absent. */
  readonly policies?: readonly string[];
  readonly expect: readonly ExpectedResult[];
  /** Where a pointer inside the case document is written, for problems of its definitions. */
  at(pointer: string): { readonly line: number; readonly column: number };
}

export interface PolicyTestsRead {
  readonly cases: readonly PolicyTestCase[];
  readonly diagnostics: readonly Diagnostic[];
}

const KEYS = ['name', 'state', 'definition', 'policies', 'expect'] as const;
const RESULT_KEYS = ['policy', 'subject', 'message'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** The problem with one expected result, or undefined. */
function expectedProblem(item: unknown): string | undefined {
  if (!isObject(item)) return 'an expected result is a mapping with `policy` and `subject` (and optionally `message`)';
  const unknown = Object.keys(item).find((k) => !RESULT_KEYS.includes(k));
  if (unknown !== undefined) return `unknown key \`${unknown}\` in an expected result${didYouMean(unknown, RESULT_KEYS)}`;
  if (typeof item['policy'] !== 'string' || typeof item['subject'] !== 'string') return 'an expected result needs `policy` and `subject` as strings (`subject`: `kind/name`, or `plan`)';
  if (item['message'] !== undefined && typeof item['message'] !== 'string') return '`message` of an expected result is a string';
  return undefined;
}

export function readPolicyTests(file: PolicyFile): PolicyTestsRead {
  const lineCounter = new LineCounter();
  const diagnostics: Diagnostic[] = [];
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: Math.max(1, line), column: Math.max(1, col) };
  };
  const report = (message: string, offset: number, pointer: string, code = 'case_shape') =>
    diagnostics.push({ severity: 'error', code, message, pointer, file: file.path, ...at(offset) });
  const cases: PolicyTestCase[] = [];
  parseAllDocuments(file.text, { lineCounter, prettyErrors: false, uniqueKeys: true }).forEach((document) => {
    if (document.errors.length > 0) {
      for (const e of document.errors) report(e.message.split('\n')[0] ?? e.message, e.pos[0], '', 'yaml_syntax');
      return;
    }
    const root = document.contents;
    if (root === null || (isScalar(root) && root.value === null)) return;
    const offsetOf = (pointer: string) => nodeOffset(root, pointer, (node) => (isAlias(node) ? node.resolve(document) : node));
    const value: unknown = isMap(root) ? document.toJS({ maxAliasCount: 100 }) : undefined;
    if (!isObject(value)) {
      report('a test case is a mapping with `name`, `definition` and `expect` (and optionally `state` and `policies`)', offsetOf(''), '');
      return;
    }
    const before = diagnostics.length;
    for (const key of Object.keys(value)) {
      if (!(KEYS as readonly string[]).includes(key)) report(`unknown key \`${key}\`; a test case has ${KEYS.map((k) => `\`${k}\``).join(', ')}${didYouMean(key, KEYS)}`, offsetOf(`/${key}`), `/${key}`);
    }
    if (typeof value['name'] !== 'string' || value['name'].trim() === '') report('a test case needs a `name`', offsetOf(''), '/name');
    if (!isObject(value['definition'])) report('a test case needs a `definition` (a mapping, as a definition file is written: `actions:`, `resources:`)', offsetOf('/definition'), '/definition');
    if (value['state'] !== undefined && !isObject(value['state'])) report('`state` is a definition (a mapping), applied before the case is planned', offsetOf('/state'), '/state');
    if (value['policies'] !== undefined && !isStringList(value['policies'])) report('`policies` is a list of policy names', offsetOf('/policies'), '/policies');
    const expected = value['expect'];
    if (!Array.isArray(expected)) report('a test case needs `expect`: the violations the policies give (`[]` for none)', offsetOf('/expect'), '/expect');
    else expected.forEach((item, i) => {
      const problem = expectedProblem(item);
      if (problem !== undefined) report(problem, offsetOf(`/expect/${i}`), `/expect/${i}`);
    });
    if (diagnostics.length > before) return;
    cases.push({
      name: value['name'] as string, file: file.path, ...at(offsetOf('')),
      ...(value['state'] === undefined ? {} : { state: value['state'] as JsonValue }),
      definition: value['definition'] as JsonValue,
      ...(value['policies'] === undefined ? {} : { policies: value['policies'] as string[] }),
      expect: expected as ExpectedResult[],
      at: (pointer) => at(offsetOf(pointer)),
    });
  });
  return { cases, diagnostics };
}
