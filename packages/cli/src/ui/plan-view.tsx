// The plan in a terminal: grouped by kind with coloured `+ ~ -`, version arrows, schema diffs,
// new objects listed (folded past a bound), BREAKING and DELETE badges and the summary. Written
// once as static output, so a plan taller than the screen scrolls like ordinary text.
import { maskPlan, type Plan } from '@capctl/core';
import { Static, useStdout } from 'ink';
import { useMemo, type ReactElement } from 'react';
import { planLines, TERMINAL_OBJECT_LINES } from '../render/plan-lines.js';
import { StyledLine } from './styled-line.js';

export interface PlanViewProps {
  /** The plan to show; it is masked here, whatever the caller did. */
  readonly plan: Plan;
  /** Colour the output; false for `NO_COLOR`. */
  readonly color: boolean;
  /** The user passed --allow-breaking (the breaking note then says so). */
  readonly allowBreaking?: boolean;
}

export function PlanView({ plan, color, allowBreaking = false }: PlanViewProps): ReactElement {
  const { stdout } = useStdout();
  const width = stdout.columns > 0 ? stdout.columns : undefined;
  const lines = useMemo(
    () => planLines(maskPlan(plan), { allowBreaking, foldAt: TERMINAL_OBJECT_LINES }).map((line, index) => ({ line, key: index })),
    [plan, allowBreaking],
  );
  return <Static items={lines}>{(item) => <StyledLine key={item.key} line={item.line} color={color} width={width} />}</Static>;
}
