// Mounts the Ink components on the caller's streams. Loaded only through `run-ink.ts`, which
// decides how ink is loaded.
import type { Plan } from '@capctl/core';
import { render } from 'ink';
import { ApplyFlow } from './apply-flow.js';
import type { ApplyOutcome, ApplyResult } from './messages.js';
import { PlanView } from './plan-view.js';

/** Draws the plan once and returns when it is written. */
export async function renderPlanOnce(plan: Plan, stdout: NodeJS.WriteStream, color: boolean, allowBreaking = false): Promise<void> {
  const view = <PlanView plan={plan} color={color} allowBreaking={allowBreaking} />;
  const instance = render(view, { stdout, patchConsole: false, exitOnCtrlC: false });
  instance.unmount();
  await instance.waitUntilExit();
}

export interface ApplyFlowRun {
  readonly plan: Plan;
  readonly apply: () => Promise<ApplyResult>;
  readonly stdin: NodeJS.ReadStream;
  readonly stdout: NodeJS.WriteStream;
  readonly color: boolean;
  readonly allowBreaking?: boolean;
}

/** Runs the confirmation and apply; resolves with how it ended. */
export async function runApplyFlow(run: ApplyFlowRun): Promise<ApplyOutcome> {
  let outcome: ApplyOutcome = 'aborted';
  // Ctrl-C is the flow's to handle (it cancels before confirmation), not Ink's default exit.
  const instance = render(
    <ApplyFlow plan={run.plan} apply={run.apply} color={run.color} allowBreaking={run.allowBreaking} onDone={(result) => (outcome = result)} />,
    { stdout: run.stdout, stdin: run.stdin, patchConsole: false, exitOnCtrlC: false },
  );
  await instance.waitUntilExit();
  return outcome;
}
