// `capctl drift` in each format: the objects changed outside capctl since their last applied
// revision, with the fields, who made the change and when. Every string from the state passes
// its medium's safe-text function here; the JSON is described by schemas/drift.schema.json.
import type { DriftedObject } from '@capctl/core';
import { actorText } from './actor-text.js';
import { parsePointer } from './field-changes.js';
import { markerLine } from './markdown-escape.js';
import { logLine, markdownText, terminalText } from './safe-text/index.js';

/** `capctl drift --format json` starts with this (schemas/drift.schema.json). */
export const DRIFT_FORMAT_VERSION = 1;

/** The hidden first line of the Markdown, by which a workflow finds the issue it keeps. */
export const DRIFT_MARKER = 'capctl-drift';

/** Where the drift was read, for the heading: `http://capacity.internal (org 1)`. */
export interface DriftSource {
  readonly where: string;
  readonly serial: number;
}

const fieldList = (o: DriftedObject): string => o.drift.fields.map((f) => parsePointer(f).join('.') || '/').join(', ');
const byText = (o: DriftedObject): string => actorText(o.drift.by);
const count = (n: number): string => (n === 1 ? '1 object was' : `${n} objects were`);

export function driftText(objects: readonly DriftedObject[], source: DriftSource): string {
  if (objects.length === 0) return `No drift: every object at ${terminalText(source.where)} is as its last apply left it.\n`;
  const lines = [`${count(objects.length)} changed outside capctl since the last apply (${source.where}, serial ${source.serial}):`];
  for (const o of objects) {
    lines.push(`  ~ ${o.kind} ${o.name}: ${fieldList(o)}`, `      changed by ${byText(o)} at ${o.drift.changed_at}`);
  }
  lines.push('Applying the definition sets them back; change the definition first to keep a change.');
  // State data: one line each, nothing a terminal or a CI log would act on.
  return `${lines.map((line) => logLine(terminalText(line))).join('\n')}\n`;
}

export function driftJson(objects: readonly DriftedObject[], source: DriftSource): string {
  return `${JSON.stringify({
    format_version: DRIFT_FORMAT_VERSION,
    serial: source.serial,
    drift: objects.map((o) => ({ kind: o.kind, name: o.name, id: o.id, fields: o.drift.fields, changed_at: o.drift.changed_at, by: o.drift.by ?? null })),
  }, null, 2)}\n`;
}

/** For an issue or a comment: a marker line, a heading, and one table row per object. */
export function driftMarkdown(objects: readonly DriftedObject[], source: DriftSource): string {
  const head = [markerLine(DRIFT_MARKER), '### capctl drift', ''];
  if (objects.length === 0) return `${[...head, `No drift: every object at ${markdownText(source.where)} is as its last apply left it.`].join('\n')}\n`;
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
  ].join('\n')}\n`;
}
