// The words for a schema change's compatibility, shared by every renderer and `capctl schemas`:
// the mode and versions checked, each reason with its direction and version, an unproven reason
// told apart from a proven break, and the witness payload (hostile data: compact, escaped, cut).
import type { ActionStep, CompatibilityReason, JsonValue } from '@capctl/core';
import { versionLabel } from './symbols.js';

/** Past this many characters a witness is cut: a payload illustrates, it need not be whole. */
export const WITNESS_LIMIT = 200;

// Characters a terminal or a Markdown viewer would act on or hide: controls, bidi and zero-width
// marks, line and paragraph separators. JSON's own escape keeps the text valid JSON.
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/gu;

/** `text` with those characters shown as `\uXXXX`, for a terminal line. */
export const visibleText = (text: string): string =>
  text.replace(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The witness as compact JSON, invisible characters escaped, cut past WITNESS_LIMIT with `…`. */
export function witnessText(witness: JsonValue): string {
  const text = visibleText(JSON.stringify(witness) ?? 'null');
  return text.length <= WITNESS_LIMIT ? text : `${text.slice(0, WITNESS_LIMIT)}…`;
}

/** `backward vs v1`: the relation a reason is about and the version it was compared with. */
export function reasonScope(reason: CompatibilityReason): string {
  const direction = reason.direction ?? 'backward';
  return reason.version === undefined ? direction : `${direction} vs ${versionLabel(reason.version)}`;
}

export const isUnproven = (reason: CompatibilityReason): boolean => reason.verdict === 'unproven' || reason.rule === 'unproven';

/**
 * What the reason says, without its scope: a proven break as `message (rule)`, an unproven one
 * as `could not prove … (keyword `x`)` so a reader never takes it for a counterexample.
 */
export function reasonSentence(reason: CompatibilityReason): string {
  if (!isUnproven(reason)) return `${reason.message} (${reason.rule})`;
  const keyword = reason.keyword === undefined ? '' : ` (keyword \`${reason.keyword}\`)`;
  return `could not prove ${reason.direction ?? 'backward'} compatibility${keyword}: ${reason.message}`;
}

/** `; e.g. {"a":1} was valid before and is rejected now`: the witness, said for its direction. */
export function witnessClause(reason: CompatibilityReason): string {
  if (reason.witness === undefined) return '';
  const how = reason.direction === 'forward' ? 'is valid now and was rejected before' : 'was valid before and is rejected now';
  return `; e.g. ${witnessText(reason.witness)} ${how}`;
}

/** One line: `/required/0 (backward vs v1): "id" is now required (required_added); e.g. {"a":1} was valid before and is rejected now`. */
export function reasonText(reason: CompatibilityReason): string {
  return `${reason.pointer || '/'} (${reasonScope(reason)}): ${reasonSentence(reason)}${witnessClause(reason)}`;
}

/** `fix: …` lines, one per fix the analysis suggests. */
export const fixTexts = (reason: CompatibilityReason): readonly string[] => (reason.fixes ?? []).map((fix) => `fix: ${fix}`);

const versions = (list: readonly number[]): string => list.map(versionLabel).join(', ');

/**
 * The step's verdict under its mode, e.g. `breaks mode full_transitive against v1 (checked v1, v2)`
 * or `keeps mode backward`; format 1 plans say only `backward compatible`.
 */
export function compatibilityNote(step: ActionStep): string | undefined {
  // A plan of format 1 has no mode: its BREAKING badge, or these words, say all it knew.
  if (step.compatibility === undefined || step.mode === undefined) return step.compatibility === 'backward' ? 'backward compatible' : undefined;
  const mode = step.mode;
  const checked = step.checked_versions ?? [];
  // One version checked is the one named: the list says something only for transitive modes.
  const scope = checked.length <= 1 ? '' : ` (checked ${versions(checked)})`;
  if (step.compatibility !== 'breaking') return `keeps mode ${mode}${scope}`;
  const failed = step.failed_versions ?? [];
  return `breaks mode ${mode}${failed.length === 0 ? '' : ` against ${versions(failed)}`}${scope}`;
}
