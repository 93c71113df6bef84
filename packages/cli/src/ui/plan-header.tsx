// What stays on the terminal once the plan window is left (q in the pager, or the apply prompt
// answered): the summary and notes, as the plain plan ends. A few rows, so the last frames are cheap.
import { Box } from 'ink';
import type { ReactElement } from 'react';
import type { PlanDocument } from './plan-document.js';
import { RowLine } from './row-line.js';
import { lineRows } from './window-rows.js';

export function PlanHeader({ document, width, color }: { readonly document: PlanDocument; readonly width: number; readonly color: boolean }): ReactElement {
  return (
    <Box flexDirection="column">
      {document.header.flatMap((line) => lineRows(line, width)).map((row, index) => <RowLine key={index} row={row} color={color} />)}
    </Box>
  );
}
