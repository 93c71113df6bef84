// Mounts the Ink components on the caller's streams. Loaded only through `run-ink.ts`, which
// decides how ink is loaded and computes the plan's lines before anything is mounted.
import type { Plan } from '@capctl/core';
import { render } from 'ink';
import { ApplyFlow } from './apply-flow.js';
import type { ApplyOutcome, ApplyResult } from './messages.js';
import type { PlanDocument } from './plan-document.js';
import { PlanPager, type PagerOutcome } from './plan-pager.js';

export interface PagerRun {
  readonly document: PlanDocument;
  readonly stdin: NodeJS.ReadStream;
  readonly stdout: NodeJS.WriteStream;
  readonly color: boolean;
}

/** The plan window until q or Ctrl-C; resolves with which. */
export async function runPager(run: PagerRun): Promise<PagerOutcome> {
  let outcome: PagerOutcome = 'quit';
  const instance = render(<PlanPager document={run.document} color={run.color} onDone={(result) => (outcome = result)} />, {
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
}

/** Runs the confirmation and apply; resolves with how it ended. */
export async function runApplyFlow(run: ApplyFlowRun): Promise<ApplyOutcome> {
  let outcome: ApplyOutcome = 'aborted';
  // Ctrl-C is the flow's to handle (it cancels before confirmation), not Ink's default exit.
  const instance = render(
    <ApplyFlow plan={run.plan} document={run.document} apply={run.apply} color={run.color} onDone={(result) => (outcome = result)} />,
    { stdout: run.stdout, stdin: run.stdin, patchConsole: false, exitOnCtrlC: false },
  );
  await instance.waitUntilExit();
  return outcome;
}
