// What a plan showed, recorded where it is reviewed: the hidden `capctl-plan-record` comment of
// the Markdown plan (and so of the pull-request comment), with a digest of the comment's visible
// body. `apply --expect-plan` reads it back to apply only that plan, shown as it was shown. Its JSON
// can never close the HTML comment that holds it: no `--` or `>`.
import { createHash } from 'node:crypto';
import { isDigest, planMeaning, type Plan, type SourceFile } from '@capctl/core';
import type { PlannedRevision } from '@capctl/state';
import type { Target } from './target.js';

export const PLAN_RECORD_NAME = 'capctl-plan-record';
/** 2: the record binds the visible body (`body`); a record without it is refused as damaged. */
export const PLAN_RECORD_VERSION = 2;
/** Past this many characters the per-object digests are left out (the comment has 65,536 in all). */
export const PLAN_RECORD_MAX_CHARS = 12_000;

export interface PlanRecord {
  readonly version: typeof PLAN_RECORD_VERSION;
  /** The service URL, or `local` for a local state (whose path differs from runner to runner). */
  readonly target: string;
  readonly org: string;
  readonly lineage: string;
  /** The state serial the plan was made against. */
  readonly serial: number;
  /**
   * How many steps the plan has: whether it changes anything, read by the Action from the
   * Markdown's first lines (a policy-blocked plan exits 3 whether or not it has any). Absent in a
   * record written by an older capctl.
   */
  readonly steps?: number;
  /** The plan's meaning digest (core's planMeaningDigest). */
  readonly digest: string;
  /** SHA-256 of the definition's files (paths and text): tells a changed definition from a changed variable. */
  readonly definition: string;
  /** Per object (`kind/name`): short digests of its state side and of its wanted change; absent when too many. */
  readonly objects?: Readonly<Record<string, readonly [string | null, string]>>;
  /** SHA-256 of the visible body (visibleBody): what the reviewer read. Set by sealRecord. */
  readonly body: string;
}

/** The body digest before sealRecord sets it: as long as any digest, so sealing moves no cut. */
const UNSEALED = '0'.repeat(64);

/**
 * SHA-256 of the files in path order; definitions hold no secrets (credentials and `{env: NAME}`
 * do), variables are not in them.
 */
export function definitionDigest(files: readonly SourceFile[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(`${file.path.length}:${file.path}${file.text.length}:${file.text}`);
  }
  return hash.digest('hex');
}

export const recordTarget = (target: Target): string => (target.kind === 'http' ? target.url : 'local');

export function planRecord(target: Target, revision: Pick<PlannedRevision, 'lineage' | 'plan'>, files: readonly SourceFile[]): PlanRecord {
  const meaning = planMeaning(revision.plan);
  const objects = Object.fromEntries(Object.entries(meaning.objects).map(([key, o]) => [key, [o.before, o.change] as const]));
  const record: PlanRecord = {
    version: PLAN_RECORD_VERSION,
    target: recordTarget(target),
    org: target.orgId,
    lineage: revision.lineage,
    serial: revision.plan.serial,
    steps: revision.plan.steps.length,
    digest: meaning.digest,
    definition: definitionDigest(files),
    objects,
    body: UNSEALED,
  };
  if (encodeRecord(record).length <= PLAN_RECORD_MAX_CHARS) return record;
  const { objects: _left, ...rest } = record;
  return rest;
}

/** `-`, `<` and `>` inside strings as `\uXXXX`: equal JSON, and nothing that ends an HTML comment. */
function commentSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/"(?:[^"\\]|\\.)*"/g, (text) =>
    text.replace(/[-<>]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
}

/** The hidden line that holds the record. */
export function encodeRecord(record: PlanRecord): string {
  return `<!-- ${PLAN_RECORD_NAME} ${commentSafeJson(record)} -->`;
}

/**
 * What a reader of the comment sees: every line after the marker and record lines. Only what
 * GitHub or a client may change without changing what is shown is undone: CRLF (its web editor
 * sends it) is read as LF, and white space at the very end, which shows nothing, is dropped.
 * White space inside the body is kept: two spaces at a line's end are a line break in Markdown.
 */
export function visibleBody(markdown: string): string {
  const text = markdown.replace(/\r\n/g, '\n');
  const second = text.indexOf('\n', text.indexOf('\n') + 1);
  return second < 0 ? '' : text.slice(second + 1).replace(/\s+$/, '');
}

export const bodyDigest = (markdown: string): string => createHash('sha256').update(visibleBody(markdown), 'utf8').digest('hex');

/**
 * bodyDigest of the Markdown given in chunks, without holding it: CRLF is read as LF across
 * chunk ends, the marker and record lines are skipped, and white space is held back until more
 * text follows it (white space at the very end is dropped, as visibleBody drops it).
 */
export class BodyDigest {
  private readonly hash = createHash('sha256');
  /** A CR that ended the last chunk: LF may follow in the next. */
  private cr = false;
  /** Line ends still to skip: the marker and record lines. */
  private skipping = 2;
  /**
   * Text not yet hashed: trailing white space (hashed only if other text follows), or a high
   * surrogate whose low half may open the next chunk (UTF-8 encodes the pair, not each half).
   */
  private held = '';

  update(chunk: string): this {
    let text = (this.cr ? '\r' : '') + chunk;
    this.cr = text.endsWith('\r');
    if (this.cr) text = text.slice(0, -1);
    text = text.replace(/\r\n/g, '\n');
    while (this.skipping > 0) {
      const end = text.indexOf('\n');
      if (end < 0) return this;
      text = text.slice(end + 1);
      this.skipping -= 1;
    }
    const pending = this.held + text;
    let cut = pending.length;
    while (cut > 0 && WHITE.test(pending[cut - 1] as string)) cut -= 1;
    if (cut === pending.length && cut > 0 && /[\ud800-\udbff]/.test(pending[cut - 1] as string)) cut -= 1;
    if (cut > 0) this.hash.update(pending.slice(0, cut), 'utf8');
    this.held = pending.slice(cut);
    return this;
  }

  /** The digest of everything given; white space at the end (a last CR too) is left out. */
  digest(): string {
    if (!/^\s*$/.test(this.held)) this.hash.update(this.held, 'utf8');
    return this.hash.digest('hex');
  }
}

const WHITE = /^\s$/;

/** The Markdown with its record's body digest set to its own visible body (rendered with UNSEALED). */
export function sealRecord(markdown: string): string {
  return sealRecordWith(markdown, bodyDigest(markdown));
}

/**
 * The Markdown's record line with its body digest set to `digest` (the digest of the whole
 * comment's visible body); `markdown` may be only the start of the comment that holds its first
 * two lines. Unchanged when its second line is not a record rendered with UNSEALED.
 */
export function sealRecordWith(markdown: string, digest: string): string {
  const first = markdown.indexOf('\n');
  const second = markdown.indexOf('\n', first + 1);
  const line = markdown.slice(first + 1, second < 0 ? undefined : second);
  const unsealed = `"body":"${UNSEALED}"`;
  if (first < 0 || !RECORD_LINE.test(line) || !line.includes(unsealed)) return markdown;
  const sealed = line.replace(unsealed, `"body":"${digest}"`);
  return `${markdown.slice(0, first + 1)}${sealed}${second < 0 ? '' : markdown.slice(second)}`;
}

const RECORD_LINE = new RegExp(`^<!-- ${PLAN_RECORD_NAME} (\\{.*\\}) -->$`);
const MARKER_LINE = /^<!-- capctl-plan(?: [^\n]*)? -->$/;
const text = (v: unknown): v is string => typeof v === 'string' && v !== '';
const shortDigest = (v: unknown): boolean => v === null || (typeof v === 'string' && /^[0-9a-f]{16}$/.test(v));

function checkObjects(value: unknown): value is Record<string, readonly [string | null, string]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((o) => Array.isArray(o) && o.length === 2 && shortDigest(o[0]) && o[1] !== null && shortDigest(o[1]));
}

/**
 * The record of a Markdown plan (e.g. a plan comment), or undefined when it holds none or a
 * damaged one. Only the line right after the marker line counts: a line further down may be
 * data (a failed plan's comment quotes the definition), never a record.
 */
export function decodeRecord(markdown: string): PlanRecord | undefined {
  const [first = '', second = ''] = markdown.replace(/\r\n/g, '\n').split('\n', 2);
  if (!MARKER_LINE.test(first.trimEnd())) return undefined;
  const match = RECORD_LINE.exec(second.trimEnd());
  if (!match) return undefined;
  let value: Partial<PlanRecord>;
  try {
    value = JSON.parse(match[1] as string) as Partial<PlanRecord>;
  } catch {
    return undefined;
  }
  if (value === null || typeof value !== 'object' || value.version !== PLAN_RECORD_VERSION) return undefined;
  if (!text(value.target) || !text(value.org) || !text(value.lineage) || !Number.isInteger(value.serial)) return undefined;
  if (value.steps !== undefined && !(Number.isInteger(value.steps) && (value.steps as number) >= 0)) return undefined;
  if (!text(value.digest) || !isDigest(value.digest) || !text(value.definition)) return undefined;
  if (value.objects !== undefined && !checkObjects(value.objects)) return undefined;
  if (!text(value.body) || !isDigest(value.body)) return undefined;
  return value as PlanRecord;
}

/** The record's objects in core's shape, for meaningDifferences. */
export function recordedObjects(record: PlanRecord): Record<string, { before: string | null; change: string }> | undefined {
  if (record.objects === undefined) return undefined;
  return Object.fromEntries(Object.entries(record.objects).map(([key, [before, change]]) => [key, { before, change }]));
}

/** The objects of a plan as the record would hold them (for a JSON plan given to --expect-plan). */
export const planObjects = (plan: Pick<Plan, 'steps'>) => planMeaning(plan).objects;
