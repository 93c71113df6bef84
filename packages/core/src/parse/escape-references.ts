// The inverse of variable substitution, for definitions written from data rather than by hand
// (`capctl export`): a stored string that spells `${var.NAME}` must stay that string when read back.
import type { Definition, JsonValue } from '../types.js';

/** `${var.…}` with its closing brace: exactly what substitution (variables.ts) would replace. */
const REFERENCE_TEXT = /\$\{var\.[^}]*\}/g;

/** `text` with every `${var.…}` written as `$${var.…}`, which substitution turns back into it. */
export function escapeText(text: string): string {
  // A `$` already before it becomes part of the text too: `$${var.x}` → `$$${var.x}` → `$${var.x}`.
  return text.includes('${var.') ? text.replace(REFERENCE_TEXT, '$$$&') : text;
}

function escapeValue(value: JsonValue): JsonValue {
  if (typeof value === 'string') return escapeText(value);
  if (Array.isArray(value)) return value.map(escapeValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, escapeValue(v)]));
  }
  return value;
}

/** A definition to write as a file: every string value escaped, so that parsing gives `definition` back. */
export function escapeVariableReferences(definition: Definition): Definition {
  return escapeValue(definition as unknown as JsonValue) as unknown as Definition;
}
