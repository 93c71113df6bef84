// What each key does in the plan window, as a pure step from one view to the next, so a chunk
// of several keys (fast typing, a paste, a terminal driver) is read key by key. A search runs
// after Enter, in slices (the window's effect), and its matches come back through `searchDone`.
import type { Key } from 'ink';
import { lastTop, nextIndex, pageFrom, type Lines } from './window-rows.js';

export type WindowKeys = 'pager' | 'prompt';

export interface WindowView {
  /** The first line shown. */
  readonly top: number;
  /** Said in the status line after a jump or a search. */
  readonly message: string;
  /** The search being typed after `/`, until Enter or Esc. */
  readonly typing?: string;
  /** A search typed and running: its matches arrive through `searchDone`. */
  readonly searching?: string;
  /** The last search and the lines that hold it. */
  readonly query: string;
  readonly found: readonly number[];
  /** q was pressed (pager only). */
  readonly quit?: boolean;
}

export const START: WindowView = { top: 0, message: '', query: '', found: [] };

export interface WindowShape {
  readonly lines: Lines;
  /** Headlines of deletes and breaking changes, and blocking policy items. */
  readonly attention: readonly number[];
  /** Some of `attention` are policy items: the messages name them too. */
  readonly policy?: boolean;
  /** Rows for plan lines. */
  readonly height: number;
  readonly width: number;
  readonly keys: WindowKeys;
  /** False while the plan is still being counted: jumps know only the changes counted so far. */
  readonly complete?: boolean;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;
/** What `d` jumps to, as the messages say it. */
const attentionWords = (shape: WindowShape): string => (shape.policy === true ? 'delete, breaking change or policy violation' : 'delete or breaking change');

/** `delete or breaking change 1 of 3`; with policy items among them, a label short enough for 60 columns. */
const attentionLabel = (shape: WindowShape) => (n: number, total: number): string =>
  shape.policy === true ? `needs attention: ${n} of ${total}` : `delete or breaking change ${n} of ${total}`;

/** The view after a key (or a chunk of typed characters); the same view when the key means nothing here. */
export function pressKey(view: WindowView, input: string, key: Partial<Key>, shape: WindowShape): WindowView {
  const plain = !key.ctrl && !key.meta && !key.escape && !key.return && !key.tab && !key.backspace && !key.delete;
  if (plain && [...input].length > 1) return [...input].reduce((current, char) => pressKey(current, char, {}, shape), view);
  if (view.typing !== undefined) return typeSearch(view, input, key, shape);
  const { lines, attention, height, width, keys } = shape;
  const pager = keys === 'pager';
  // Scrolling stops at the last screenful (or where a jump left the window, past it).
  const clamp = (top: number): number => Math.max(0, Math.min(top, Math.max(lastTop(lines, height, width), view.top)));
  const moved = (top: number): WindowView => ({ ...view, top: clamp(top), message: '' });
  const jump = (forward: boolean): WindowView =>
    attention.length === 0 && shape.complete === false
      ? { ...view, message: `no ${attentionWords(shape)} counted yet: the plan is still being counted` }
      : goTo(view, nextIndex(attention, view.top, forward), attentionLabel(shape), attention, onTop(lines));
  if (key.downArrow || (pager && input === 'j')) return moved(view.top + 1);
  if (key.upArrow || (pager && input === 'k')) return moved(view.top - 1);
  if (key.pageDown || (pager && (input === ' ' || input === 'f'))) return moved(pageFrom(lines, view.top, height, width, true));
  if (key.pageUp || (pager && input === 'b')) return moved(pageFrom(lines, view.top, height, width, false));
  if (key.home || (pager && input === 'g')) return moved(0);
  if (key.end || (pager && input === 'G')) return { ...view, top: lastTop(lines, height, width), message: '' };
  if ((key.tab && !key.shift) || (pager && input === 'd')) return jump(true);
  if ((key.tab && key.shift) || (pager && input === 'D')) return jump(false);
  if (!pager) return view;
  if (input === 'n' || input === 'N') return findNext(view, view.top, input === 'n', onTop(lines));
  if (input === '/') return { ...view, typing: '' };
  if (input === 'q') return { ...view, quit: true };
  return view;
}

function typeSearch(view: WindowView, input: string, key: Partial<Key>, shape: WindowShape): WindowView {
  const typing = view.typing ?? '';
  if (key.escape) return { ...view, typing: undefined };
  if (key.backspace || key.delete) return { ...view, typing: [...typing].slice(0, -1).join('') };
  const end = key.return ? 0 : input.search(/[\r\n]/);
  const typed = typing + (end === -1 ? input : input.slice(0, end)).replaceAll(CONTROL, '');
  if (end === -1) return key.ctrl || key.meta ? view : { ...view, typing: typed };
  // Enter: the search runs once, over the lines' text (see searchDone); n and N then move between its matches.
  if (typed === '') return { ...view, typing: undefined, searching: undefined, query: '', found: [] };
  return { ...view, typing: undefined, searching: typed, message: '' };
}

/** The view once the search for `query` found `found`: the first match from the top shown on top. */
export function searchDone(view: WindowView, query: string, found: readonly number[], shape: Pick<WindowShape, 'lines'>): WindowView {
  if (view.searching !== query) return view;
  return findNext({ ...view, searching: undefined, query, found }, view.top - 1, true, onTop(shape.lines));
}

/** A line jumped to is shown on top, even near the end (blank rows then follow the plan, as in a pager). */
const onTop = (lines: Lines) => (index: number): number => Math.max(0, Math.min(index, lines.length - 1));

function findNext(view: WindowView, from: number, forward: boolean, clamp: (top: number) => number): WindowView {
  if (view.query === '') return { ...view, message: 'no search yet: press / to search' };
  const { query, found } = view;
  if (found.length === 0) return { ...view, message: `no match for "${query}"` };
  return goTo(view, nextIndex(found, from, forward), (n, total) => `match ${n} of ${total} for "${query}"`, found, clamp);
}

type Label = (n: number, total: number) => string;

function goTo(view: WindowView, index: number | undefined, label: Label, all: readonly number[], clamp: (top: number) => number): WindowView {
  if (index === undefined) return { ...view, message: 'no delete or breaking change in this plan' };
  return { ...view, top: clamp(index), message: label(all.indexOf(index) + 1, all.length) };
}
