// The plan's rows in Ink, as the text renderer lays them out: the whole plan (PlanView, for a
// plan drawn in full) or a window of it (PlanRows, drawn by the plan window). Only the rows
// asked for are laid out and mounted, so a window costs a screenful whatever the plan's size.
import type { Plan } from '@capctl/core';
import { Box } from 'ink';
import { useMemo, type ReactElement } from 'react';
import { planDocument } from './plan-document.js';
import { RowLine } from './row-line.js';
import { useTerminalSize } from './use-terminal-size.js';
import { windowRows, type Lines } from './window-rows.js';

export interface PlanViewProps {
  /** The plan to show; it is masked here, whatever the caller did. */
  readonly plan: Plan;
  /** Colour the output; false for `NO_COLOR`. */
  readonly color: boolean;
  /** The user passed --allow-breaking (the breaking note then says so). */
  readonly allowBreaking?: boolean;
}

export function PlanView({ plan, color, allowBreaking = false }: PlanViewProps): ReactElement {
  const { columns } = useTerminalSize();
  const lines = useMemo(() => planDocument(plan, allowBreaking), [plan, allowBreaking]);
  return <PlanRows lines={lines} top={0} height={Number.POSITIVE_INFINITY} width={columns} color={color} />;
}

export interface PlanRowsProps {
  readonly lines: Lines;
  /** The first line shown. */
  readonly top: number;
  /** Rows to fill at most. */
  readonly height: number;
  readonly width: number;
  readonly color: boolean;
}

export function PlanRows({ lines, top, height, width, color }: PlanRowsProps): ReactElement {
  return (
    <Box flexDirection="column">
      {windowRows(lines, top, height, width).map((row, index) => <RowLine key={index} row={row} color={color} />)}
    </Box>
  );
}
