// Unified diffs of JSON values (schemas, whole objects) for every plan rendering, built with
// `diff` over a canonical form so that key order never shows up as a change.
import { structuredPatch } from 'diff';
import { canonicalize, type JsonValue } from '@capctl/core';

export type DiffLineKind = 'header' | 'hunk' | 'add' | 'remove' | 'context';

export interface DiffLine {
  readonly kind: DiffLineKind;
  /** The line as a unified diff prints it, prefix included. */
  readonly text: string;
}

/** Lines of context around each change; the usual three. */
const CONTEXT = 3;

/** JSON with object keys sorted and two-space indentation; arrays keep their order. */
export function canonicalJson(value: JsonValue | undefined): string {
  if (value === undefined) return '';
  return JSON.stringify(canonicalize(value), null, 2);
}

export interface DiffLabels {
  readonly before: string;
  readonly after: string;
}

/**
 * The unified diff from `before` to `after` (either may be absent: a create or a delete).
 * Returns no lines when both render the same.
 */
export function jsonDiff(
  before: JsonValue | undefined,
  after: JsonValue | undefined,
  labels: DiffLabels,
): readonly DiffLine[] {
  const oldText = withNewline(canonicalJson(before));
  const newText = withNewline(canonicalJson(after));
  if (oldText === newText) return [];
  if (oldText === '' || newText === '') return wholeDiff(oldText, newText, labels);
  const patch = structuredPatch(labels.before, labels.after, oldText, newText, undefined, undefined, {
    context: CONTEXT,
  });
  const lines: DiffLine[] = [
    { kind: 'header', text: `--- ${labels.before}` },
    { kind: 'header', text: `+++ ${labels.after}` },
  ];
  for (const hunk of patch.hunks) {
    lines.push({ kind: 'hunk', text: hunkHeader(hunk) });
    for (const line of hunk.lines) {
      // Both texts end in a newline, so `diff` adds no "\ No newline" marker lines.
      lines.push({ kind: lineKind(line), text: line });
    }
  }
  return lines;
}

/** A create or a delete: every line added or removed, without running the diff algorithm. */
function wholeDiff(oldText: string, newText: string, labels: DiffLabels): readonly DiffLine[] {
  const added = oldText === '';
  const lines = (added ? newText : oldText).slice(0, -1).split('\n');
  const range = `${added ? '-0,0' : `-1,${lines.length}`} ${added ? `+1,${lines.length}` : '+0,0'}`;
  return [
    { kind: 'header', text: `--- ${labels.before}` },
    { kind: 'header', text: `+++ ${labels.after}` },
    { kind: 'hunk', text: `@@ ${range} @@` },
    ...lines.map((line): DiffLine => (added ? { kind: 'add', text: `+${line}` } : { kind: 'remove', text: `-${line}` })),
  ];
}

function withNewline(text: string): string {
  return text === '' ? '' : `${text}\n`;
}

function hunkHeader(hunk: { oldStart: number; oldLines: number; newStart: number; newLines: number }): string {
  // An empty range names the line before it, as diff(1) prints it (`@@ -0,0 +1,5 @@`).
  const oldStart = hunk.oldLines === 0 ? hunk.oldStart - 1 : hunk.oldStart;
  const newStart = hunk.newLines === 0 ? hunk.newStart - 1 : hunk.newStart;
  return `@@ -${oldStart},${hunk.oldLines} +${newStart},${hunk.newLines} @@`;
}

function lineKind(line: string): DiffLineKind {
  if (line.startsWith('+')) return 'add';
  if (line.startsWith('-')) return 'remove';
  return 'context';
}
