// `capctl plan` on a terminal when the plan is taller than the screen: the plan window, like a
// pager. q leaves it with the summary on screen; Ctrl-C leaves it at once, as an interrupt.
import { useApp, useInput } from 'ink';
import { useEffect, useState, type ReactElement } from 'react';
import type { PlanDocument } from './plan-document.js';
import { PlanHeader } from './plan-header.js';
import { PlanWindow } from './plan-window.js';
import { useTerminalSize } from './use-terminal-size.js';

export type PagerOutcome = 'quit' | 'interrupted';

export interface PlanPagerProps {
  readonly document: PlanDocument;
  readonly color: boolean;
  readonly onDone: (outcome: PagerOutcome) => void;
  readonly onKey?: () => void;
  /**
   * Ctrl-C, handled by the caller at once in the key's handler (ink-app.tsx draws the summary and
   * unmounts): without it, the pager draws its end and exits on the next render.
   */
  readonly onInterruptKey?: () => void;
}

export function PlanPager({ document, color, onDone, onKey, onInterruptKey }: PlanPagerProps): ReactElement {
  const { exit } = useApp();
  const { rows, columns } = useTerminalSize();
  const [outcome, setOutcome] = useState<PagerOutcome | undefined>(undefined);
  useInput((input, key) => {
    if (!(key.ctrl && input === 'c')) return;
    if (onInterruptKey !== undefined) onInterruptKey();
    else setOutcome('interrupted');
  });
  useEffect(() => {
    if (outcome === undefined) return;
    onDone(outcome);
    exit();
  }, [outcome, onDone, exit]);
  if (outcome !== undefined) {
    return <PlanHeader document={document} width={columns} color={color} />;
  }
  // One row less than the screen: Ink redraws a frame as tall as the screen by clearing it.
  return <PlanWindow document={document} color={color} height={rows - 1} width={columns} keys="pager" onQuit={() => setOutcome('quit')} onKey={onKey} />;
}
