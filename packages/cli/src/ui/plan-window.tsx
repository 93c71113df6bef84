// The plan in a window the size of the terminal: the summary and notes on top, then only the rows
// that fit, and a status line. It draws a screenful whatever the plan's size, and counts and
// searches the plan in slices that yield, so keys (Ctrl-C too) are read and echoed at once.
// `pager` mode reads letters as commands; `prompt` mode leaves them to the prompt.
import { Box, Text, useInput } from 'ink';
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import type { PlanDocument } from './plan-document.js';
import { PlanRows } from './plan-view.js';
import type { StopToken } from './slices.js';
import { RowLine } from './row-line.js';
import { textProps } from './styled-line.js';
import { pressKey, searchDone, START, type WindowKeys, type WindowView } from './window-keys.js';
import { lastTop, lineRows } from './window-rows.js';

export interface PlanWindowProps {
  readonly document: PlanDocument;
  readonly color: boolean;
  /** Rows the window may use, its header and status line included. */
  readonly height: number;
  readonly width: number;
  /** `pager`: letters are commands (j/k, g/G, /, n/N, d, q); `prompt`: only arrows, pages and Tab. */
  readonly keys: WindowKeys;
  /** `pager` mode: q was pressed. */
  readonly onQuit?: () => void;
  /** Told after each chunk of keys the window read, once its new view is drawn: tests wait on it. */
  readonly onKey?: () => void;
}

const RULE = '─';

export function PlanWindow({ document, color, height, width, keys, onQuit, onKey }: PlanWindowProps): ReactElement {
  const { attention } = document;
  // The summary stays on top, in at most a third of the window.
  // A line gives at least one row, so only as many lines as rows are laid out (a policy report may be long).
  const headerRows = useMemo(() => {
    const rows = Math.max(1, Math.floor(height / 3));
    return document.header.slice(0, rows).flatMap((line) => lineRows(line, width)).slice(0, rows);
  }, [document, width, height]);
  // The header, a rule under it, the rows, and the status line.
  const bodyHeight = Math.max(1, height - headerRows.length - 2);
  const shape = { lines: document, attention, policy: document.policyBlocking > 0, height: bodyHeight, width, keys, complete: document.complete };
  // The ref is the truth: several chunks may arrive before React renders again.
  const view = useRef<WindowView>(START);
  const [shown, setShown] = useState<WindowView>(START);
  const [keysRead, setKeysRead] = useState(0);
  const show = (next: WindowView): void => {
    view.current = next;
    setShown(next);
  };
  useInput((input, key) => {
    document.quiet();
    const next = pressKey(view.current, input, key, shape);
    show(next);
    setKeysRead((count) => count + 1);
    if (next.quit === true) onQuit?.();
  });
  // The rest of the plan is counted while the window reads keys; drawing again as the count grows.
  const [, setCounted] = useState(0);
  useEffect(() => {
    const stop: StopToken = { stopped: false };
    const unsubscribe = document.subscribe(() => setCounted(document.length));
    // The first frames (keys read from then on) are drawn before the count competes with them.
    document.quiet();
    void document.count(stop);
    return () => {
      stop.stopped = true;
      unsubscribe();
    };
  }, [document]);
  const { searching } = shown;
  useEffect(() => {
    if (searching === undefined) return;
    const stop: StopToken = { stopped: false };
    void document.search(searching, stop).then((found) => {
      if (found !== undefined) show(searchDone(view.current, searching, found, shape));
    });
    return () => {
      stop.stopped = true;
    };
    // The search depends on what was typed only; the view it lands in is read when it ends.
  }, [document, searching]);
  useEffect(() => {
    if (keysRead > 0) onKey?.();
  }, [keysRead, onKey]);

  const fits = document.complete && (document.length === 0 || lastTop(document, bodyHeight, width) === 0);
  const status = shown.typing !== undefined ? `/${shown.typing}` : statusText(shown, document, keys, fits);
  return (
    <Box flexDirection="column">
      {headerRows.map((row, index) => <RowLine key={index} row={row} color={color} />)}
      <Text {...textProps(['dim'], color)}>{RULE.repeat(Math.max(width, 1))}</Text>
      <PlanRows lines={document} top={shown.top} height={bodyHeight} width={width} color={color} />
      <Text wrap="truncate" {...textProps(['dim'], color)}>
        {status}
      </Text>
    </Box>
  );
}

/** `line 1 of 1234 · q quit · / search · d deletes/breaking (2) · ↑↓ PgUp PgDn g G`, cut to the width. */
function statusText(view: WindowView, document: PlanDocument, keys: WindowKeys, fits: boolean): string {
  // While the plan is still counted, the total so far is said with a `+`.
  const where = fits ? 'all lines shown' : `line ${view.top + 1} of ${document.length}${document.complete ? '' : '+'}`;
  const message = view.searching === undefined ? view.message : `searching for "${view.searching}"…`;
  const said = message === '' ? where : `${where} · ${message}`;
  // The keys are listed from the first frame: no second full frame follows it to add them (the
  // terminal is in raw mode before the window is drawn, so a key typed meanwhile waits to be read).
  const destructive = document.attention.length;
  // With policy items among them, one word for all three: the status line fits 60 columns.
  const what = document.policyBlocking > 0 ? 'attention' : 'deletes/breaking';
  const jump = destructive === 0 ? [] : [`${keys === 'pager' ? 'd' : 'Tab'} ${what} (${destructive}${document.complete ? '' : '+'})`];
  // Short enough for 60 columns; Home and End (g and G) are in docs/cli.md.
  const help = keys === 'pager' ? ['q quit', '/ search', ...jump, '↑↓ PgUp PgDn g G'] : [...jump, '↑↓ PgUp PgDn'];
  return [said, ...help].join(' · ');
}
