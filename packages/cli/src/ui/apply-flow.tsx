// Interactive apply: the plan in a window the size of the terminal (arrows, pages and Tab scroll
// it while letters go to the prompt; once answered, only the summary and notes stay), a typed confirmation (only `yes` proceeds; anything else, Ctrl-C,
// Ctrl-D or Esc changes nothing), a spinner with elapsed time while applying, then the outcome.
import { hasErrors, type Plan, type PlanSummary } from '@capctl/core';
import { useSpinner } from '@inkjs/ui';
import { Box, Text, useApp } from 'ink';
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import {
  appliedMessage,
  CANCELLED_MESSAGE,
  CONFIRM_PROMPT,
  errorMessage,
  formatSeconds,
  PLAN_ERRORS_MESSAGE,
  type ApplyOutcome,
  type ApplyResult,
} from './messages.js';
import { ConfirmInput } from './confirm-input.js';
import { planDocument, type PlanDocument } from './plan-document.js';
import { PlanHeader } from './plan-header.js';
import { PlanWindow } from './plan-window.js';
import { useTerminalSize } from './use-terminal-size.js';
import { textProps } from './styled-line.js';
import { terminalText } from '../render/safe-text/terminal-text.js';

export interface ApplyFlowProps {
  /** The plan to show and confirm. */
  readonly plan: Plan;
  /** Applies the plan; called at most once, and only after the user typed `yes`. */
  readonly apply: () => Promise<ApplyResult>;
  /** Colour the output; false for `NO_COLOR`. */
  readonly color: boolean;
  /** The user passed --allow-breaking (the plan's breaking note then says so). */
  readonly allowBreaking?: boolean;
  /** The plan's lines, computed before mounting (else here, from `plan` and `allowBreaking`). */
  readonly document?: PlanDocument;
  /** Told after each key the plan window handled: tests wait on it. */
  readonly onKey?: () => void;
  /** Told how the flow ended, once, just before the app exits. */
  readonly onDone: (outcome: ApplyOutcome) => void;
  /**
   * A cancel key (Ctrl-C, Ctrl-D, Esc) at the prompt, with what was typed and whether it was
   * Ctrl-C: the caller ends the flow itself, at once, in the key's handler (ink-app.tsx draws
   * `CancelledEnd` and unmounts). Without it the flow re-renders to its end and tells `onDone`.
   */
  readonly onCancelKey?: (answer: string, interrupted: boolean) => void;
}

type Phase =
  | { readonly name: 'confirm' }
  | { readonly name: 'applying'; readonly startedAt: number }
  | { readonly name: 'applied'; readonly revisionId: string; readonly elapsedMs: number }
  | { readonly name: 'failed'; readonly message: string }
  | { readonly name: 'aborted'; readonly message: string };

const OUTCOME: Readonly<Record<Phase['name'], ApplyOutcome | undefined>> = {
  confirm: undefined,
  applying: undefined,
  applied: 'applied',
  failed: 'failed',
  aborted: 'aborted',
};

/** Rows under the window: the answered prompt and the outcome, with one to spare (see plan-pager.tsx). */
const FOOTER_ROWS = 3;

export function ApplyFlow({ plan, apply, color, allowBreaking = false, document, onKey, onDone, onCancelKey }: ApplyFlowProps): ReactElement {
  const shown = useMemo(() => document ?? planDocument(plan, allowBreaking), [document, plan, allowBreaking]);
  const { rows, columns } = useTerminalSize();
  const [phase, setPhase] = useState<Phase>(() =>
    hasErrors(plan) ? { name: 'aborted', message: PLAN_ERRORS_MESSAGE } : { name: 'confirm' },
  );
  const { exit } = useApp();

  // A ref, not state: apply must never run twice, whatever re-renders happen meanwhile.
  const applyStarted = useRef(false);
  useEffect(() => {
    if (phase.name !== 'applying' || applyStarted.current) return;
    applyStarted.current = true;
    const { startedAt } = phase;
    // Through a promise, so that an apply that throws at once is a failure like any other.
    Promise.resolve()
      .then(apply)
      .then(
        (result) => setPhase({ name: 'applied', revisionId: result.revisionId, elapsedMs: performance.now() - startedAt }),
        (error: unknown) => setPhase({ name: 'failed', message: errorMessage(error) }),
      );
  }, [phase, apply]);

  const reported = useRef(false);
  useEffect(() => {
    const outcome = OUTCOME[phase.name];
    if (outcome === undefined || reported.current) return;
    reported.current = true;
    onDone(outcome);
    exit();
  }, [phase, onDone, exit]);

  // What was typed stays on screen after the prompt is answered, as a shell would leave it.
  const [answer, setAnswer] = useState<string | undefined>(undefined);
  const submit = (value: string): void => {
    setAnswer(value);
    setPhase(value === 'yes' ? { name: 'applying', startedAt: performance.now() } : { name: 'aborted', message: CANCELLED_MESSAGE });
  };
  const cancel = (value: string, interrupted: boolean): void => {
    if (onCancelKey !== undefined) return onCancelKey(value, interrupted);
    setAnswer(value);
    setPhase({ name: 'aborted', message: CANCELLED_MESSAGE });
  };

  return (
    <Box flexDirection="column">
      {phase.name === 'confirm' ? (
        <PlanWindow document={shown} color={color} height={Math.max(rows - FOOTER_ROWS, 3)} width={columns} keys="prompt" onKey={onKey} />
      ) : (
        // Once answered, the window gives way to the summary and notes: what a plain plan ends with.
        <PlanHeader document={shown} width={columns} color={color} />
      )}
      {answer !== undefined && phase.name !== 'confirm' ? <AnswerLine answer={answer} color={color} /> : null}
      <PhaseView phase={phase} summary={plan.summary} color={color} onSubmit={submit} onCancel={cancel} />
    </Box>
  );
}

export interface CancelledEndProps {
  readonly document: PlanDocument;
  /** What was typed before the cancel key. */
  readonly answer: string;
  readonly color: boolean;
}

/** The flow's last frame after a cancel key, row for row as `ApplyFlow` draws it once cancelled. */
export function CancelledEnd({ document, answer, color }: CancelledEndProps): ReactElement {
  const { columns } = useTerminalSize();
  return (
    <Box flexDirection="column">
      <PlanHeader document={document} width={columns} color={color} />
      <AnswerLine answer={answer} color={color} />
      <Text {...textProps(['yellow'], color)}>{CANCELLED_MESSAGE}</Text>
    </Box>
  );
}

/** The answered prompt: what was typed stays on screen, as a shell would leave it. */
function AnswerLine({ answer, color }: { readonly answer: string; readonly color: boolean }): ReactElement {
  return (
    <Text>
      <Text {...textProps(['bold'], color)}>{CONFIRM_PROMPT}</Text> {terminalText(answer)}
    </Text>
  );
}

interface PhaseViewProps {
  readonly phase: Phase;
  readonly summary: PlanSummary;
  readonly color: boolean;
  readonly onSubmit: (value: string) => void;
  readonly onCancel: (value: string, interrupted: boolean) => void;
}

function PhaseView({ phase, summary, color, onSubmit, onCancel }: PhaseViewProps): ReactElement {
  switch (phase.name) {
    case 'confirm':
      return (
        <Box>
          <Text {...textProps(['bold'], color)}>{CONFIRM_PROMPT} </Text>
          <ConfirmInput onSubmit={onSubmit} onCancel={onCancel} />
        </Box>
      );
    case 'applying':
      return <Progress startedAt={phase.startedAt} summary={summary} color={color} />;
    case 'applied':
      return <Text {...textProps(['green'], color)}>{terminalText(appliedMessage(phase.revisionId, summary, phase.elapsedMs))}</Text>;
    case 'failed':
      return <Text {...textProps(['red'], color)}>Apply failed: {terminalText(phase.message)}</Text>;
    case 'aborted':
      return <Text {...textProps(['yellow'], color)}>{phase.message}</Text>;
  }
}

const TICK_MS = 100;

function Progress({ startedAt, summary, color }: { readonly startedAt: number; readonly summary: PlanSummary; readonly color: boolean }): ReactElement {
  const { frame } = useSpinner({ type: 'dots' });
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(performance.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const changes = summary.create + summary.update + summary.delete;
  return (
    <Text>
      <Text {...textProps(['cyan'], color)}>{frame}</Text> Applying {changes} {changes === 1 ? 'change' : 'changes'}…{' '}
      <Text {...textProps(['dim'], color)}>{formatSeconds(now - startedAt)}</Text>
    </Text>
  );
}
