// The schemas `capctl schemas check` compares: a JSON or YAML file read as one JSON value (a
// problem at file:line:col), or an action's schema and mode taken from a definition.
import { readFileSync } from 'node:fs';
import { LineCounter, parseDocument } from 'yaml';
import type { CompatibilityMode, JsonValue } from '@capctl/core';
import { CliError } from '../errors.js';
import { loadDefinition } from '../load-definition.js';
import type { Io } from '../output.js';
import { visibleText } from '../render/compatibility-text.js';

/** The file's one document as JSON (YAML is read as its JSON data model; JSON is YAML). */
export function readSchemaFile(path: string): JsonValue {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new CliError('io', `cannot read ${visibleText(path)}${code === 'ENOENT' ? ': no such file' : code === 'EISDIR' ? ': it is a directory' : ''}`, {
      hint: code === 'EISDIR' ? 'pass a schema file, or a definition with --action VARIANT' : 'pass the path of a JSON or YAML schema file',
    });
  }
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const problem = doc.errors[0];
  if (problem !== undefined) {
    const { line, col } = lines.linePos(problem.pos[0]);
    throw new CliError('schema_invalid', `${visibleText(path)}:${line}:${col}: ${visibleText(problem.message.split('\n')[0] ?? '')}`, {
      hint: 'fix the file so that it holds one JSON Schema (JSON or YAML)',
    });
  }
  return (doc.toJS({ maxAliasCount: 100 }) ?? null) as JsonValue;
}

/** The schema and mode of action `variant` in the definition at `path` (a file or a directory). */
export async function schemaOfAction(path: string, variant: string, io: Io): Promise<{ schema: JsonValue; mode: CompatibilityMode | undefined }> {
  const { definition } = await loadDefinition(path, io.stderr);
  const action = definition.actions?.find((a) => a.variant === variant);
  if (action === undefined) {
    const known = (definition.actions ?? []).map((a) => a.variant).sort();
    throw new CliError('usage', `the definition ${visibleText(path)} has no action ${visibleText(variant)}`, {
      hint: known.length === 0 ? 'it defines no actions' : `its actions: ${known.map(visibleText).join(', ')}`,
    });
  }
  return { schema: action.schema, mode: action.compatibility };
}
