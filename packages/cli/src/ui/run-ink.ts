// The entry points the commands call to show a plan on a terminal, page through it, or run an
// interactive apply with Ink. The plan's lines are computed before Ink is mounted: until then the
// terminal is not in raw mode, so Ctrl-C is a signal that ends the process even while the work
// runs; once mounted, Ink only ever draws a screenful, so it reads keys at once.
// Ink and react load here, on first use, so commands that never reach a terminal never pay for them.
import type { Plan } from '@capctl/core';
import { createPalette, shouldUseColor } from '../render/palette.js';
import { TERMINAL_OBJECT_LINES } from '../render/plan-lines.js';
import { renderPlanText } from '../render/text.js';
import type { ApplyOutcome, ApplyResult } from './messages.js';
import { fitsIn, planDocument } from './plan-document.js';

type Env = Readonly<Record<string, string | undefined>>;

export interface ShowPlanInkOptions {
  /** Where to draw; a terminal. */
  readonly stdout: NodeJS.WriteStream;
  /** Environment consulted for `NO_COLOR`; the process's by default. */
  readonly env?: Env;
  /** The user passed --allow-breaking (the plan's breaking note then says so). */
  readonly allowBreaking?: boolean;
}

export interface PagePlanInkOptions extends ShowPlanInkOptions {
  /** Where keys are read; a terminal. */
  readonly stdin: NodeJS.ReadStream;
}

export interface ApplyPlanInkOptions extends ShowPlanInkOptions {
  readonly plan: Plan;
  /** Applies the plan; called only after the user typed `yes`. */
  readonly apply: () => Promise<ApplyResult>;
  /** Where the confirmation is typed; a terminal. */
  readonly stdin: NodeJS.ReadStream;
}

/** How `plan` left the terminal: it printed the plan, or the pager was left with q or Ctrl-C. */
export type PageOutcome = 'printed' | 'quit' | 'interrupted';

/**
 * Prints the (masked) plan as coloured text fitted to the terminal: what a terminal shows when
 * nobody can page (`apply --auto-approve`, no keyboard). Written as text, so it costs what a pipe costs.
 */
export function showPlanInk(plan: Plan, options: ShowPlanInkOptions): Promise<void> {
  const { stdout } = options;
  const palette = createPalette({ color: shouldUseColor(stdout, options.env ?? process.env) });
  const width = stdout.columns > 0 ? stdout.columns : undefined;
  stdout.write(renderPlanText(plan, { palette, width, allowBreaking: options.allowBreaking, foldAt: TERMINAL_OBJECT_LINES }));
  return Promise.resolve();
}

/**
 * `capctl plan` on a terminal: a plan that fits on the screen is printed as text and the command
 * ends, as in a script; a taller one opens the plan window until q (or Ctrl-C).
 */
export async function pagePlanInk(plan: Plan, options: PagePlanInkOptions): Promise<PageOutcome> {
  const document = planDocument(plan, options.allowBreaking);
  const { stdout } = options;
  // The last row stays free for the shell's prompt after the plan.
  if (!(stdout.rows > 0) || fitsIn(document.lines, stdout.rows - 1, stdout.columns)) {
    await showPlanInk(plan, options);
    return 'printed';
  }
  const app = await loadInkApp();
  const color = shouldUseColor(stdout, options.env ?? process.env);
  return app.runPager({ document, stdin: options.stdin, stdout, color });
}

/** Shows the plan, asks for `yes`, applies, and says how it ended. Never throws for a failed apply. */
export async function applyPlanInk(options: ApplyPlanInkOptions): Promise<ApplyOutcome> {
  const { plan, apply, stdin, stdout, allowBreaking } = options;
  const document = planDocument(plan, allowBreaking);
  const app = await loadInkApp();
  const color = shouldUseColor(stdout, options.env ?? process.env);
  return app.runApplyFlow({ plan, document, apply, stdin, stdout, color });
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
