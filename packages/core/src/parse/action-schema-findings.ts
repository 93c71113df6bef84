// Action schemas must be JSON Schemas that work: valid against the 2020-12 meta-schema (so
// `type: strnig` is an error, not a schema that accepts nothing) and with regular expressions
// that compile (`pattern`, `patternProperties`), each problem at its place in the file.
import type { ErrorObject } from 'ajv';
import { error, type Finding } from './finding.js';
import { escapeSegment, joinPointer } from './json-pointer.js';
import { isPlainObject } from './merge.js';
import { schemaMetaValidator } from './schema-meta-validator.js';

// Values here are data, not schemas: a `pattern` inside them is not a regular expression.
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples']);

function metaMessage(e: ErrorObject): string {
  if (e.keyword === 'enum' && /\/type(\/\d+)?$/.test(e.instancePath)) {
    const allowed = (e.params as { allowedValues?: unknown[] }).allowedValues ?? [];
    return `is not a JSON Schema type; use one of ${allowed.join(', ')}`;
  }
  return `is not valid JSON Schema here: ${e.message ?? 'invalid'} (\`${e.keyword}\`)`;
}

/** One finding per place: the meta-schema reports a bad `type` three ways (enum, type, anyOf). */
function metaFindings(schema: unknown, base: string, file: number | undefined): Finding[] {
  const validate = schemaMetaValidator();
  if (validate(schema)) return [];
  const byPlace = new Map<string, ErrorObject>();
  for (const e of validate.errors ?? []) {
    const path = e.instancePath.replace(/\/type\/\d+$/, '/type');
    const seen = byPlace.get(path);
    if (seen === undefined || (seen.keyword !== 'enum' && e.keyword === 'enum')) byPlace.set(path, e);
  }
  return [...byPlace.values()].map((e) => error('action_schema', { ...(file === undefined ? {} : { file }), pointer: base + e.instancePath }, metaMessage(e)));
}

function regexProblem(source: string): string | undefined {
  try {
    // ajv compiles `pattern` with the `u` flag: check it the way it will be used.
    new RegExp(source, 'u');
    return undefined;
  } catch (cause) {
    return (cause instanceof Error ? cause.message : String(cause)).replace(/^Invalid regular expression: /, '');
  }
}

function regexFindings(schema: unknown, base: string, file: number | undefined): Finding[] {
  const findings: Finding[] = [];
  const place = (pointer: string) => ({ ...(file === undefined ? {} : { file }), pointer });
  const stack: { value: unknown; pointer: string }[] = [{ value: schema, pointer: base }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value, pointer } = item;
    if (Array.isArray(value)) value.forEach((v, i) => stack.push({ value: v, pointer: `${pointer}/${i}` }));
    if (!isPlainObject(value)) continue;
    const pattern = value['pattern'];
    const bad = typeof pattern === 'string' ? regexProblem(pattern) : undefined;
    if (bad !== undefined) findings.push(error('action_schema', place(`${pointer}/pattern`), `is not a regular expression that compiles: ${bad}`));
    const patterns = value['patternProperties'];
    if (isPlainObject(patterns)) {
      for (const key of Object.keys(patterns)) {
        const problem = regexProblem(key);
        if (problem !== undefined) {
          findings.push(error('action_schema', { ...place(`${pointer}/patternProperties/${escapeSegment(key)}`), key: true }, `is not a regular expression that compiles: ${problem}`));
        }
      }
    }
    for (const [key, child] of Object.entries(value)) if (!DATA_KEYWORDS.has(key)) stack.push({ value: child, pointer: joinPointer(pointer, key) });
  }
  return findings;
}

/** Problems of the action schemas in one file's object (or one definition), with in-file pointers. */
export function actionSchemaFindings(value: Readonly<Record<string, unknown>>, file?: number): Finding[] {
  const actions = value['actions'];
  if (!Array.isArray(actions)) return [];
  const findings: Finding[] = [];
  actions.forEach((action, index) => {
    const schema = isPlainObject(action) ? action['schema'] : undefined;
    if (!isPlainObject(schema) && typeof schema !== 'boolean') return;
    const base = `/actions/${index}/schema`;
    findings.push(...metaFindings(schema, base, file), ...regexFindings(schema, base, file));
  });
  return findings;
}
