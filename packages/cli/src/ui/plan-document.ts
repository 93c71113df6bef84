// The plan as the window shows it: the presenter's lines (the same the text renderer prints),
// made step by step when they are drawn or searched, never all kept. Beyond the plan it keeps one
// number per step (where its lines start, counted in slices that yield) and a few steps' lines.
import { maskStep, modeWeakening, type Plan, type Step } from '@capctl/core';
import { planLines, TERMINAL_OBJECT_LINES, type PlanLine, type Segment } from '../render/plan-lines.js';
import { summaryLine } from '../render/plan-summary.js';
import { terminalText } from '../render/safe-text/terminal-text.js';
import { groupByKind, type KindGroup } from '../render/step-details.js';
import { BADGE_BREAKING, BADGE_DELETE, POLICY_BLOCKING } from '../render/symbols.js';
import { inSlices, SLICE_MS, type StopToken } from './slices.js';
import { lineText, type Lines } from './window-rows.js';

/** Steps whose lines are kept after they were made: a few screenfuls, whatever the plan's size. */
const CACHED_BLOCKS = 64;
/** After a key (or the first frame), counting and searching wait this long: what the key did is drawn first. */
const QUIET_MS = 150;
/** Progress is told at most this often while counting, so redraws stay cheap. */
const NOTIFY_MS = 500;

/** A group's first and last lines: the kind's title and the blank line after its steps. */
interface GroupFrame {
  readonly title: PlanLine;
  readonly blank: PlanLine;
}

const isBlank = (line: PlanLine): boolean => line.overflow === 'truncate' && line.indent === 0 && line.segments.length === 0;

/** A badge is recognised by its style list itself, so a step named `DELETE` is not one. */
const isDestructiveBadge = (segment: Segment): boolean =>
  segment.styles === BADGE_DELETE.styles || segment.styles === BADGE_BREAKING.styles;

/** A policy item that refuses the apply, recognised by its mark's own style list. */
const isBlockingPolicy = (line: PlanLine): boolean => line.overflow === 'wrap' && line.styles === POLICY_BLOCKING.styles;

/** Steps the notes under the summary speak of: drift, weakened modes, values read from the environment. */
const isNoted = (step: Step): boolean =>
  (step.env_reads?.length ?? 0) > 0 || (step.op !== 'create' && step.drift !== undefined) || modeWeakening(step) !== undefined;

/**
 * The plan's lines in blocks: for each kind its title, one block per step and a blank line, then
 * one block per diagnostic, then the summary and notes (the header). Blocks are counted in order.
 */
export class PlanDocument implements Lines {
  /** The summary line and the notes after it: what the window keeps above the rows. */
  readonly header: readonly PlanLine[];
  private readonly groups: readonly KindGroup[];
  private readonly frames: readonly GroupFrame[];
  private readonly groupFirst: readonly number[];
  private readonly diagnosticsFirst: number;
  private readonly blockCount: number;
  /** offsets[b]: the first line of block b, known for every block counted and the one after. */
  private readonly offsets: Int32Array;
  private counted = 0;
  private readonly destructive: number[] = [];
  private readonly cache = new Map<number, readonly PlanLine[]>();
  private readonly listeners = new Set<() => void>();
  private quietUntil = 0;

  constructor(private readonly plan: Plan, private readonly allowBreaking = false) {
    this.groups = groupByKind(plan.steps);
    this.frames = this.groups.map((group) => this.frameOf(group));
    const first: number[] = [];
    let block = 0;
    for (const group of this.groups) {
      first.push(block);
      block += group.steps.length + 2;
    }
    this.groupFirst = first;
    this.diagnosticsFirst = block;
    this.blockCount = block + plan.diagnostics.length + 1;
    this.offsets = new Int32Array(this.blockCount + 1);
    this.header = this.headerLines();
    this.policyBlocking = this.header.filter(isBlockingPolicy).length;
  }

  /** Lines counted so far: all of them once `complete`. */
  get length(): number {
    return this.offsets[this.counted] ?? 0;
  }

  get complete(): boolean {
    return this.counted === this.blockCount;
  }

  /** How many of the header's lines are policy items that refuse the apply (also in `attention`). */
  readonly policyBlocking: number;

  /** Indexes of the headlines of deletes and breaking changes, and of blocking policy items, counted so far, in order. */
  get attention(): readonly number[] {
    return this.destructive;
  }

  at(index: number): PlanLine | undefined {
    if (index < 0 || index >= this.length) return undefined;
    let low = 0;
    let high = this.counted - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.offsets[middle] ?? 0) <= index) low = middle;
      else high = middle - 1;
    }
    return this.cached(low)[index - (this.offsets[low] ?? 0)];
  }

  /** Counts blocks now until more than `lines` lines are known (a screenful), or all are. */
  countUntil(lines: number): void {
    while (!this.complete && this.length <= lines) this.countNext();
  }

  /** Counts blocks now for up to `ms` milliseconds, or until all are counted. */
  countFor(ms: number): void {
    const until = performance.now() + ms;
    while (!this.complete && performance.now() < until) this.countNext();
  }

  /** Counts every line now: for a plan drawn whole, or a test. */
  countAll(): this {
    while (!this.complete) this.countNext();
    return this;
  }

  /** A key was read (or a frame drawn): background work waits a moment, so the screen answers first. */
  quiet(): void {
    this.quietUntil = performance.now() + QUIET_MS;
  }

  /** Steps' lines kept now (a bounded number). */
  get kept(): number {
    return this.cache.size;
  }

  /** Counts the rest in slices that yield; resolves true once complete, false if `stop` ended it. */
  count(stop?: StopToken, budgetMs = SLICE_MS): Promise<boolean> {
    let told = performance.now();
    return inSlices(() => !this.complete && (this.countNext(), !this.complete), {
      stop,
      budgetMs,
      quietUntil: () => this.quietUntil,
      // Half the time: counting is background work, and keys come first.
      restMs: budgetMs,
      onSlice: () => {
        if (!this.complete && performance.now() - told < NOTIFY_MS) return;
        told = performance.now();
        for (const listener of this.listeners) listener();
      },
    });
  }

  /** Called as counting goes on, and when it ends; returns the way to stop listening. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Indexes of the lines holding `query`, ignoring case: all lines are made again, in slices that
   * yield, and dropped. Undefined when `stop` ended the search; an empty query matches nothing.
   */
  async search(query: string, stop?: StopToken): Promise<readonly number[] | undefined> {
    const needle = query.toLowerCase();
    if (needle === '') return [];
    if (!(await this.count(stop))) return undefined;
    const found: number[] = [];
    let block = 0;
    const done = await inSlices(() => {
      const start = this.offsets[block] ?? 0;
      this.blockLines(block).forEach((line, at) => {
        if (lineText(line).toLowerCase().includes(needle)) found.push(start + at);
      });
      block += 1;
      return block < this.blockCount;
    }, { stop, quietUntil: () => this.quietUntil, restMs: SLICE_MS });
    return done ? found : undefined;
  }

  private countNext(): void {
    const block = this.counted;
    const lines = this.cached(block);
    const start = this.offsets[block] ?? 0;
    const headline = lines[0];
    if (this.isStepBlock(block) && headline?.overflow === 'truncate' && headline.segments.some(isDestructiveBadge)) this.destructive.push(start);
    // The header (summary, notes, policy) is the last block: its blocking policy items are jumped to after the steps.
    if (block === this.blockCount - 1) lines.forEach((line, at) => isBlockingPolicy(line) && this.destructive.push(start + at));
    this.offsets[block + 1] = start + lines.length;
    this.counted += 1;
  }

  /** The lines of a block, kept for the few blocks used last. */
  private cached(block: number): readonly PlanLine[] {
    const kept = this.cache.get(block);
    if (kept !== undefined) {
      this.cache.delete(block);
      this.cache.set(block, kept);
      return kept;
    }
    const lines = this.blockLines(block);
    this.cache.set(block, lines);
    if (this.cache.size > CACHED_BLOCKS) this.cache.delete(this.cache.keys().next().value as number);
    return lines;
  }

  private groupAt(block: number): number {
    return this.groupFirst.findLastIndex((first) => first <= block);
  }

  private isStepBlock(block: number): boolean {
    if (block >= this.diagnosticsFirst) return false;
    const group = this.groupAt(block);
    const local = block - (this.groupFirst[group] ?? 0);
    return local > 0 && local <= (this.groups[group]?.steps.length ?? 0);
  }

  /** The presenter's lines for one block, made now. */
  private blockLines(block: number): readonly PlanLine[] {
    if (block === this.blockCount - 1) return this.header;
    if (block >= this.diagnosticsFirst) {
      const diagnostic = this.plan.diagnostics[block - this.diagnosticsFirst];
      return this.present({ ...this.plan, steps: [], diagnostics: diagnostic === undefined ? [] : [diagnostic] }).slice(0, 1);
    }
    const group = this.groupAt(block);
    const steps = this.groups[group]?.steps ?? [];
    const frame = this.frames[group];
    const local = block - (this.groupFirst[group] ?? 0);
    if (frame === undefined) return [];
    if (local === 0) return [frame.title];
    const step = steps[local - 1];
    return step === undefined ? [frame.blank] : this.stepLines(step);
  }

  /** One step's lines: the presenter's lines for a plan of that step alone, between its title and blank. */
  private stepLines(step: Step): readonly PlanLine[] {
    const lines = this.present({ ...this.plan, steps: [maskStep(step)], diagnostics: [] });
    const blank = lines.findIndex((line, index) => index > 0 && isBlank(line));
    return lines.slice(1, blank);
  }

  private frameOf(group: KindGroup): GroupFrame {
    const first = group.steps[0];
    const lines = first === undefined ? [] : this.present({ ...this.plan, steps: [maskStep(first)], diagnostics: [] });
    const blank = lines.findIndex((line, index) => index > 0 && isBlank(line));
    const fallback: PlanLine = { overflow: 'truncate', indent: 0, segments: [] };
    return { title: lines[0] ?? fallback, blank: lines[blank] ?? fallback };
  }

  /** The summary and notes, from the presenter given only the steps the notes speak of. */
  private headerLines(): readonly PlanLine[] {
    const lines = this.present({ ...this.plan, steps: this.plan.steps.filter(isNoted).map(maskStep), diagnostics: [] });
    const summary = terminalText(summaryLine(this.plan.summary));
    const at = lines.findLastIndex((line) => line.overflow === 'wrap' && line.indent === 0 && line.text === summary);
    return at === -1 ? [] : lines.slice(at);
  }

  private present(plan: Plan): readonly PlanLine[] {
    return Array.from(planLines(plan, { allowBreaking: this.allowBreaking, foldAt: TERMINAL_OBJECT_LINES }));
  }
}

/** The document of a plan, every line counted: for a plan drawn whole, and tests. */
export const planDocument = (plan: Plan, allowBreaking = false): PlanDocument => new PlanDocument(plan, allowBreaking).countAll();
