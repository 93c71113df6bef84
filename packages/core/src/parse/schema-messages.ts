// Turns ajv's errors into messages a user can act on: what is wrong, with the value found and,
// for unknown keys and values, the allowed ones and the closest of them.
import type { ErrorObject } from 'ajv';
import { DEFINITION_LISTS, KIND_MODULES } from '../kinds/kinds.js';
import { error, type Finding } from './finding.js';
import { joinPointer, splitPointer } from './json-pointer.js';
import { didYouMean } from './suggest.js';

const NAME_PATTERN = '^[a-z0-9][a-z0-9._-]{0,62}$';
/** Webhook and metrics URLs: what capctl and the service call must be http(s), never `file:` or `javascript:`. */
const HTTP_URL_PATTERN = '^[Hh][Tt][Tt][Pp][Ss]?://';
const NAME_RULE = 'names are lowercase letters, digits, `.`, `_` and `-`, start with a letter or digit and have at most 63 characters';

function valueAt(root: unknown, pointer: string): unknown {
  let node = root;
  for (const segment of splitPointer(pointer)) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[segment] : undefined;
  }
  return node;
}

function schemaAt(schema: unknown, schemaPath: string): Record<string, unknown> {
  const node = valueAt(schema, schemaPath.replace(/^#/, ''));
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : {};
}

// Items of the kinds' lists (by list key) are named in messages by their name field: "action `scale-up`".
const ITEM_NAMES: Readonly<Record<string, readonly [string, string]>> = Object.fromEntries(
  KIND_MODULES.map((k) => [k.nestedIn ?? (k.pointer.split('/').pop() as string), [k.noun, k.nameField] as const]),
);

// A kind's list written at the wrong level (`destinations` at the top, `resources.actions`): said
// outright, since no spelling is close.
const MISPLACED: Readonly<Record<string, string>> = Object.fromEntries(DEFINITION_LISTS.map((k) => {
  const [first, second] = k.pointer.split('/').slice(1) as [string, string | undefined];
  return second === undefined
    ? [`/resources/${first}`, `\`${first}\` belongs at the top level, beside \`resources\``]
    : [`/${second}`, `it belongs under \`${first}\``];
}));

/** What the message is about: `key`, `action \`a\``, `item 2 of \`key\``, or the definition itself. */
function subject(root: unknown, pointer: string): string {
  const segments = splitPointer(pointer);
  const last = segments[segments.length - 1];
  if (last === undefined) return 'the definition';
  if (!/^\d+$/.test(last)) return `\`${last}\``;
  const parent = segments[segments.length - 2];
  const naming = parent === undefined ? undefined : ITEM_NAMES[parent];
  const name = naming === undefined ? undefined : (valueAt(root, pointer) as Record<string, unknown> | undefined)?.[naming[1]];
  if (naming !== undefined && typeof name === 'string') return `${naming[0]} \`${name}\``;
  return parent === undefined ? `item ${last}` : `item ${last} of \`${parent}\``;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  const text = JSON.stringify(value);
  const shown = text.length > 40 ? `${text.slice(0, 37)}...` : text;
  return `${typeof value === 'number' ? (Number.isInteger(value) ? 'an integer' : 'a number') : `a ${typeof value}`} ${shown}`;
}

const TYPE_NAMES: Record<string, string> = {
  integer: 'an integer', number: 'a number', string: 'a string', boolean: 'a boolean (true or false)',
  object: 'a mapping', array: 'a list', null: 'null',
};

function describeType(type: unknown): string {
  const types = Array.isArray(type) ? type : [type];
  return types.map((t) => TYPE_NAMES[String(t)] ?? String(t)).join(' or ');
}

function quoteList(values: readonly unknown[]): string {
  return values.map((v) => `\`${String(v)}\``).join(', ');
}

/** One ajv error as a finding; undefined for errors that another error already explains. */
export function schemaErrorFinding(e: ErrorObject, root: unknown, schema: unknown, file?: number): Finding | undefined {
  // Errors inside `propertyNames` repeat the `propertyNames` error that names the key.
  if ((e as { propertyName?: string }).propertyName !== undefined) return undefined;
  const at = (pointer: string, key = false) => (file === undefined ? { pointer, key } : { file, pointer, key });
  const pointer = e.instancePath;
  const found = describe(valueAt(root, pointer));
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(params['additionalProperty']);
      const parent = schemaAt(schema, e.schemaPath.replace(/\/additionalProperties$/, ''));
      const allowed = Object.keys((parent['properties'] ?? {}) as object);
      const keyPointer = joinPointer(pointer, key);
      const hint = MISPLACED[keyPointer] === undefined ? didYouMean(key, allowed) : `; ${MISPLACED[keyPointer]}`;
      return error('unknown_key', at(keyPointer, true), `unknown key \`${key}\` (allowed: ${allowed.join(', ')})${hint}`);
    }
    case 'required':
      return error('schema', at(pointer), `${subject(root, pointer)} is missing the required key \`${String(params['missingProperty'])}\``);
    case 'type':
      return error('schema', at(pointer), `${subject(root, pointer)} must be ${describeType(params['type'])}, found ${found}`);
    case 'enum': {
      const allowed = (params['allowedValues'] ?? []) as unknown[];
      const value = valueAt(root, pointer);
      const hint = typeof value === 'string' ? didYouMean(value, allowed.map(String)) : '';
      return error('schema', at(pointer), `${subject(root, pointer)} must be one of ${quoteList(allowed)}, found ${found}${hint}`);
    }
    case 'pattern':
      if (params['pattern'] === HTTP_URL_PATTERN) {
        // Without a scheme, the `format` error already says an absolute URL is needed.
        if (!/^[a-z][a-z0-9+.-]*:/i.test(String(valueAt(root, pointer)))) return undefined;
        return error('schema', at(pointer), `${subject(root, pointer)} must be an http:// or https:// URL such as \`https://example.com/path\`, found ${found}`);
      }
      return error('schema', at(pointer), params['pattern'] === NAME_PATTERN
        ? `${subject(root, pointer)} is not a valid name, found ${found}: ${NAME_RULE}`
        : `${subject(root, pointer)} must match \`${String(params['pattern'])}\`, found ${found}`);
    case 'propertyNames':
      return error('schema', at(joinPointer(pointer, String(params['propertyName'])), true),
        pointer.endsWith('/headers')
          ? `\`${String(params['propertyName'])}\` is not a valid HTTP header name: no spaces, no \`:\` or other separators`
          : `\`${String(params['propertyName'])}\` is not allowed as a key of ${subject(root, pointer)}`);
    case 'format':
      return error('schema', at(pointer), params['format'] === 'uri'
        ? `${subject(root, pointer)} must be an absolute URL such as \`https://example.com/path\`, found ${found}`
        : `${subject(root, pointer)} must be a valid ${String(params['format'])}, found ${found}`);
    case 'minimum': case 'maximum': case 'exclusiveMinimum': case 'exclusiveMaximum':
      return error('schema', at(pointer), `${subject(root, pointer)} must be ${String(params['comparison'])} ${String(params['limit'])}, found ${found}`);
    case 'minLength':
      return error('schema', at(pointer), `${subject(root, pointer)} must not be empty`);
    case 'uniqueItems': {
      // ajv names the two indexes in no fixed order: point at the later repetition.
      const [first, again] = [Number(params['i']), Number(params['j'])].sort((a, b) => a - b);
      const repeated = joinPointer(pointer, again ?? 0);
      return error('schema', at(repeated),
        `${subject(root, pointer)} lists ${describe(valueAt(root, repeated))} twice (items ${first} and ${again}): remove one`);
    }
    default:
      return error('schema', at(pointer), `${subject(root, pointer)} ${e.message ?? 'is invalid'}`);
  }
}
