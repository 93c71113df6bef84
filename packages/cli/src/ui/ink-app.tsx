// Mounts the Ink components on the caller's streams. Loaded only through `run-ink.ts`, which
// decides how ink is loaded and computes the plan's lines before anything is mounted.
import type { Plan } from '@capctl/core';
import { render } from 'ink';
import { ApplyFlow, CancelledEnd } from './apply-flow.js';
import type { ApplyOutcome, ApplyResult } from './messages.js';
import type { PlanDocument } from './plan-document.js';
import { PlanHeader } from './plan-header.js';
import { PlanPager, type PagerOutcome } from './plan-pager.js';

export interface PagerRun {
  readonly document: PlanDocument;
  readonly stdin: NodeJS.ReadStream;
  readonly stdout: NodeJS.WriteStream;
  readonly color: boolean;
  /**
   * Called in the handler of Ctrl-C, once the summary is on screen and Ink has let go of the
   * terminal: it may end the process there. If it returns, the run resolves `interrupted`.
   */
  readonly onInterrupted?: () => void;
}

/** Columns assumed when the stream does not say (as use-terminal-size.ts does). */
const DEFAULT_COLUMNS = 80;

/** The plan window until q or Ctrl-C; resolves with which. */
export async function runPager(run: PagerRun): Promise<PagerOutcome> {
  let outcome: PagerOutcome = 'quit';
  // Ctrl-C ends the pager in its own handler: the summary replaces the window in one synchronous
  // render and Ink unmounts, with no re-render of the window and no effect to wait for.
  const interrupted = (): void => {
    outcome = 'interrupted';
    const width = run.stdout.columns > 0 ? run.stdout.columns : DEFAULT_COLUMNS;
    instance.rerender(<PlanHeader document={run.document} width={width} color={run.color} />);
    instance.unmount();
    run.onInterrupted?.();
  };
  const instance = render(<PlanPager document={run.document} color={run.color} onDone={(result) => (outcome = result)} onInterruptKey={interrupted} />, {
    stdout: run.stdout, stdin: run.stdin, patchConsole: false, exitOnCtrlC: false,
  });
  await instance.waitUntilExit();
  return outcome;
}

export interface ApplyFlowRun {
  readonly plan: Plan;
  readonly document: PlanDocument;
  readonly apply: () => Promise<ApplyResult>;
  readonly stdin: NodeJS.ReadStream;
  readonly stdout: NodeJS.WriteStream;
  readonly color: boolean;
  /**
   * Called in the handler of a cancel key at the prompt, once the end is on screen and Ink has let
   * go of the terminal, `interrupted` when the key was Ctrl-C: it may end the process there. If it
   * returns, the run resolves `aborted`.
   */
  readonly onCancelled?: (interrupted: boolean) => void;
}

/** Runs the confirmation and apply; resolves with how it ended. */
export async function runApplyFlow(run: ApplyFlowRun): Promise<ApplyOutcome> {
  let outcome: ApplyOutcome = 'aborted';
  // A cancel key ends the flow in its own handler: the end (the summary, the answer, the
  // message: a few rows) replaces the window in one synchronous render and Ink unmounts, with no
  // re-render of the window, no effect or timer to wait for. Nothing was sent, so nothing is left to do.
  const cancelled = (answer: string, interrupted: boolean): void => {
    instance.rerender(<CancelledEnd document={run.document} answer={answer} color={run.color} />);
    instance.unmount();
    run.onCancelled?.(interrupted);
  };
  // Ctrl-C is the flow's to handle (it cancels before confirmation), not Ink's default exit.
  const instance = render(
    <ApplyFlow plan={run.plan} document={run.document} apply={run.apply} color={run.color} onDone={(result) => (outcome = result)} onCancelKey={cancelled} />,
    { stdout: run.stdout, stdin: run.stdin, patchConsole: false, exitOnCtrlC: false },
  );
  await instance.waitUntilExit();
  return outcome;
}
