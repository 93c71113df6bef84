// The two entry points the commands call to show a plan or run an interactive apply with Ink.
// Ink and react load here, on first use, so commands that never reach a terminal never pay for them.
import type { Plan } from '@capctl/core';
import { shouldUseColor } from '../render/palette.js';
import type { ApplyOutcome, ApplyResult } from './messages.js';

type Env = Readonly<Record<string, string | undefined>>;

export interface ShowPlanInkOptions {
  /** Where to draw; a terminal. */
  readonly stdout: NodeJS.WriteStream;
  /** Environment consulted for `NO_COLOR`; the process's by default. */
  readonly env?: Env;
  /** The user passed --allow-breaking (the plan's breaking note then says so). */
  readonly allowBreaking?: boolean;
}

export interface ApplyPlanInkOptions extends ShowPlanInkOptions {
  readonly plan: Plan;
  /** Applies the plan; called only after the user typed `yes`. */
  readonly apply: () => Promise<ApplyResult>;
  /** Where the confirmation is typed; a terminal. */
  readonly stdin: NodeJS.ReadStream;
}

/** Draws the (masked) plan once and returns when it is written. */
export async function showPlanInk(plan: Plan, options: ShowPlanInkOptions): Promise<void> {
  const app = await loadInkApp();
  await app.renderPlanOnce(plan, options.stdout, shouldUseColor(options.stdout, options.env ?? process.env), options.allowBreaking);
}

/** Shows the plan, asks for `yes`, applies, and says how it ended. Never throws for a failed apply. */
export async function applyPlanInk(options: ApplyPlanInkOptions): Promise<ApplyOutcome> {
  const app = await loadInkApp();
  const color = shouldUseColor(options.stdout, options.env ?? process.env);
  const { plan, apply, stdin, stdout, allowBreaking } = options;
  return app.runApplyFlow({ plan, apply, stdin, stdout, color, allowBreaking });
}

/** The variables by which ink (through is-in-ci) decides, once when loaded, that it runs in CI. */
const CI_VARIABLES = ['CI', 'CONTINUOUS_INTEGRATION'] as const;

/**
 * Ink in "CI mode" draws only the last frame, which would hide the confirmation prompt. Ink is
 * only ever used on a terminal someone types into, so the CI variables are hidden while it loads.
 */
async function loadInkApp(): Promise<typeof import('./ink-app.js')> {
  const saved = CI_VARIABLES.map((name) => [name, process.env[name]] as const);
  for (const [name] of saved) delete process.env[name];
  try {
    return await import('./ink-app.js');
  } finally {
    for (const [name, value] of saved) if (value !== undefined) process.env[name] = value;
  }
}
