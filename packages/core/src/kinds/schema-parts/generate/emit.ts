// Writes a value that changed, in the style of the file it goes into: JSON as `JSON.stringify(v,
// null, 2)` (or on one line, `{ "a": 1 }`, where the old value was), YAML as openapi.yaml writes it.
import type { JsonValue } from '../../../types.js';

/** How to write one value in place of an old one. */
export interface Placement {
  /** On one line (the old value was). */
  readonly inline: boolean;
  /** The indentation of the line the value starts on. */
  readonly indent: number;
}

/** A member of an object written anew: its text when an old member's is kept (rewritten). */
export interface Member {
  readonly key: string;
  readonly value: JsonValue;
  readonly inline: boolean;
  readonly text?: string;
}

export interface Emitter {
  value(value: JsonValue, at: Placement): string;
  /** A multi-line object from its members, starting on a line indented `indent`. */
  members(members: readonly Member[], indent: number): string;
}

const isObject = (v: JsonValue): v is { [key: string]: JsonValue } => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCollection = (v: JsonValue): boolean => typeof v === 'object' && v !== null;
const pad = (n: number): string => ' '.repeat(n);

/** JSON on one line with spaces inside braces, as the hand-written schemas do. */
function inlineJson(v: JsonValue): string {
  if (Array.isArray(v)) return `[${v.map(inlineJson).join(', ')}]`;
  if (isObject(v)) {
    const entries = Object.entries(v);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([k, x]) => `${JSON.stringify(k)}: ${inlineJson(x)}`).join(', ')} }`;
  }
  return JSON.stringify(v);
}

const jsonValue = (value: JsonValue, { inline, indent }: Placement): string =>
  inline ? inlineJson(value) : JSON.stringify(value, null, 2).replace(/\n/g, `\n${pad(indent)}`);

export const JSON_EMITTER: Emitter = {
  value: jsonValue,
  members: (members, indent) => {
    const lines = members.map((m) => `${pad(indent + 2)}${JSON.stringify(m.key)}: ${m.text ?? jsonValue(m.value, { inline: m.inline, indent: indent + 2 })}`);
    return `{\n${lines.join(',\n')}\n${pad(indent)}}`;
  },
};

/** Widest line a YAML collection is written on in flow style when it may be. */
const YAML_WIDTH = 120;
const RESERVED = /^(true|false|null|yes|no|on|off|y|n|~|[-+]?[0-9.][0-9._eE+-]*|\.inf|\.nan)$/i;

function yamlScalar(v: JsonValue): string {
  if (typeof v !== 'string') return JSON.stringify(v);
  const plain = /^[A-Za-z_$(][^:#{}[\],&*!|>'"%@`]*$/.test(v) && !RESERVED.test(v) && v.trim() === v;
  return plain ? v : `'${v.replace(/'/g, "''")}'`;
}

function flowYaml(v: JsonValue): string {
  if (Array.isArray(v)) return `[${v.map(flowYaml).join(', ')}]`;
  if (isObject(v)) {
    const entries = Object.entries(v);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([k, x]) => `${yamlScalar(k)}: ${flowYaml(x)}`).join(', ')} }`;
  }
  return yamlScalar(v);
}

/** `prefix` (`key:` or `-`) and its value: on the same line when it fits, else as a block below. */
function yamlEntry(prefix: string, v: JsonValue, indent: number, text?: string, block?: boolean): string {
  if (text !== undefined) return block === true ? `${prefix}\n${pad(indent + 2)}${text}` : `${prefix} ${text}`;
  const flow = flowYaml(v);
  // Lists of names stay on one line however long, as openapi.yaml writes `required`.
  const names = Array.isArray(v) && !v.some(isCollection);
  if (!isCollection(v) || names || indent + prefix.length + 1 + flow.length <= YAML_WIDTH || flow === '{}') return `${prefix} ${flow}`;
  return `${prefix}\n${pad(indent + 2)}${blockYaml(v, indent + 2)}`;
}

/** Block style for a collection starting at column `indent` (the caller has written the indentation). */
function blockYaml(v: JsonValue, indent: number): string {
  if (Array.isArray(v)) return v.map((x) => yamlEntry('-', x, indent)).join(`\n${pad(indent)}`);
  if (isObject(v)) return Object.entries(v).map(([k, x]) => yamlEntry(`${yamlScalar(k)}:`, x, indent)).join(`\n${pad(indent)}`);
  return yamlScalar(v);
}

export const YAML_EMITTER: Emitter = {
  value: (value, { inline, indent }) => (inline || !isCollection(value) ? flowYaml(value) : blockYaml(value, indent)),
  // A block map starts at its first key, so its members sit at the indentation of its first line.
  members: (members, indent) => members
    .map((m) => yamlEntry(`${yamlScalar(m.key)}:`, m.value, indent, m.text, m.text !== undefined && !m.inline && isCollection(m.value)))
    .join(`\n${pad(indent)}`),
};
