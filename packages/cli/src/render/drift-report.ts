// `capctl drift` in each format: the objects changed outside capctl since their last applied
// revision (fields, who, when), then those standing on a policy override (revision, policy,
// reason, who, when). Every string from the state passes its medium's safe-text function here;
// the JSON is described by schemas/drift.schema.json.
import type { DriftedObject, OverriddenObject } from '@capctl/core';
import { actorText } from './actor-text.js';
import { parsePointer } from './field-changes.js';
import { markerLine } from './markdown-escape.js';
import { logLine, markdownText, terminalText } from './safe-text/index.js';

/** `capctl drift --format json` starts with this (schemas/drift.schema.json). */
export const DRIFT_FORMAT_VERSION = 1;

/** The hidden first line of the Markdown, by which a workflow finds the issue it keeps. */
export const DRIFT_MARKER = 'capctl-drift';

/** What `capctl drift` reports: the drifted objects and those standing on a policy override. */
export interface DriftReport {
  readonly drift: readonly DriftedObject[];
  readonly overridden: readonly OverriddenObject[];
}

/** Where the drift was read, for the heading: `http://capacity.internal (org 1)`. */
export interface DriftSource {
  readonly where: string;
  readonly serial: number;
}

const fieldList = (o: DriftedObject): string => o.drift.fields.map((f) => parsePointer(f).join('.') || '/').join(', ');
const byText = (o: DriftedObject): string => actorText(o.drift.by);
const count = (n: number): string => (n === 1 ? '1 object was' : `${n} objects were`);
const standing = (n: number): string => `${n === 1 ? '1 object stands' : `${n} objects stand`} on a policy override: its last change was an apply that overrode policies`;
const OVERRIDE_NOTE = 'An apply that writes them without an override ends this; it is not drift, and leaves the exit status as it is.';

/** The text lines of the objects standing on a policy override: one per object, one per override. */
function overriddenLines(objects: readonly OverriddenObject[]): string[] {
  if (objects.length === 0) return [];
  const lines = [`${standing(objects.length)}:`];
  for (const o of objects) {
    lines.push(`  ! ${o.kind} ${o.name}: revision ${o.change.revision_id ?? 'unknown'}, applied by ${actorText(o.change.by)} at ${o.change.at}`);
    for (const { policy, reason } of o.overrides) lines.push(`      overrode ${policy}: ${reason}`);
  }
  lines.push(OVERRIDE_NOTE);
  return lines;
}

export function driftText(report: DriftReport, source: DriftSource): string {
  const objects = report.drift;
  const lines = objects.length === 0
    ? [`No drift: every object at ${source.where} is as its last apply left it.`]
    : [`${count(objects.length)} changed outside capctl since the last apply (${source.where}, serial ${source.serial}):`];
  for (const o of objects) {
    lines.push(`  ~ ${o.kind} ${o.name}: ${fieldList(o)}`, `      changed by ${byText(o)} at ${o.drift.changed_at}`);
  }
  if (objects.length > 0) lines.push('Applying the definition sets them back; change the definition first to keep a change.');
  lines.push(...overriddenLines(report.overridden));
  // State data: one line each, nothing a terminal or a CI log would act on.
  return `${lines.map((line) => logLine(terminalText(line))).join('\n')}\n`;
}

export function driftJson(report: DriftReport, source: DriftSource): string {
  return `${JSON.stringify({
    format_version: DRIFT_FORMAT_VERSION,
    serial: source.serial,
    drift: report.drift.map((o) => ({ kind: o.kind, name: o.name, id: o.id, fields: o.drift.fields, changed_at: o.drift.changed_at, by: o.drift.by ?? null })),
    overridden: report.overridden.map((o) => ({
      kind: o.kind, name: o.name, id: o.id, revision_id: o.change.revision_id,
      overrides: o.overrides.map(({ policy, reason }) => ({ policy, reason })), changed_at: o.change.at, by: o.change.by,
    })),
  }, null, 2)}\n`;
}

/** The Markdown of the objects standing on a policy override: one table row per object and override. */
function overriddenMarkdown(objects: readonly OverriddenObject[]): string[] {
  if (objects.length === 0) return [];
  const rows = objects.flatMap((o) => o.overrides.map(({ policy, reason }) =>
    `| ${[o.kind, o.name, o.change.revision_id ?? 'unknown', policy, reason, actorText(o.change.by), o.change.at].map(markdownText).join(' | ')} |`));
  return [
    '',
    `**${markdownText(standing(objects.length))}**.`,
    '',
    '| Kind | Name | Revision | Policy | Reason | Applied by | At |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    OVERRIDE_NOTE,
  ];
}

/** For an issue or a comment: a marker line, a heading, one table row per drifted object, then those on an override. */
export function driftMarkdown(report: DriftReport, source: DriftSource): string {
  const objects = report.drift;
  const head = [markerLine(DRIFT_MARKER), '### capctl drift', ''];
  const overridden = overriddenMarkdown(report.overridden);
  if (objects.length === 0) return `${[...head, `No drift: every object at ${markdownText(source.where)} is as its last apply left it.`, ...overridden].join('\n')}\n`;
  const rows = objects.map((o) => `| ${[o.kind, o.name, fieldList(o), byText(o), o.drift.changed_at].map(markdownText).join(' | ')} |`);
  return `${[
    ...head,
    `**${markdownText(`${count(objects.length)} changed outside capctl since the last apply`)}** (${markdownText(source.where)}, serial ${source.serial}).`,
    '',
    '| Kind | Name | Fields | Changed by | At |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    'Applying the definition sets them back; change the definition first to keep a change.',
    ...overridden,
  ].join('\n')}\n`;
}
