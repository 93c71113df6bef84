// The entry points the commands call to show a plan on a terminal, page through it, or run an
// interactive apply with Ink. Only the summary and the first screenful of lines are made before
// Ink is mounted, with the terminal already in raw mode (so Ctrl-C is a key the window reads); the
// window counts the rest in slices that yield, so it reads keys at once, and draws a screenful.
// Ink and react load here, on first use, so commands that never reach a terminal never pay for them;
// the event loop is held from then until the window ends (loop-hold.ts says why).
import type { Plan } from '@capctl/core';
import { createPalette, shouldUseColor } from '../render/palette.js';
import { TERMINAL_OBJECT_LINES } from '../render/plan-lines.js';
import { EXIT } from '../errors.js';
import { renderPlanText } from '../render/text.js';
import { holdEventLoop } from './loop-hold.js';
import type { ApplyOutcome, ApplyResult } from './messages.js';
import { PlanDocument } from './plan-document.js';
import { holdRawMode } from './raw-mode.js';
import { fitsIn } from './window-rows.js';

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
  /**
   * Ctrl-C in the pager ends the process there by SIGINT, once the summary is drawn and the
   * terminal given back: nothing is left to do, so nothing is waited for (no re-render, no close,
   * no freeing of a large heap on the way out). For the command.
   */
  readonly exitOnInterrupt?: boolean;
}

export interface ApplyPlanInkOptions extends ShowPlanInkOptions {
  readonly plan: Plan;
  /** Applies the plan; called only after the user typed `yes`. */
  readonly apply: () => Promise<ApplyResult>;
  /** Where the confirmation is typed; a terminal. */
  readonly stdin: NodeJS.ReadStream;
  /**
   * A cancel key in the apply window ends the process there, once the end is drawn and the
   * terminal given back: Ctrl-C by SIGINT (an interrupt, status 130 to the shell, as Ctrl-C is
   * everywhere else in capctl), Ctrl-D and Esc with status 1. Nothing was sent, so nothing is
   * waited for (no re-render, no close of the state, no freeing of a large heap, no wait for V8's
   * compiler threads on the way out). For the command.
   */
  readonly exitOnCancel?: boolean;
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
  const { stdout } = options;
  const document = new PlanDocument(plan, options.allowBreaking);
  // The last row stays free for the shell's prompt after the plan.
  if (stdout.rows > 0) countFirst(document, stdout.rows);
  if (!(stdout.rows > 0) || (document.complete && fitsIn(document, stdout.rows - 1, stdout.columns))) {
    await showPlanInk(plan, options);
    return 'printed';
  }
  const release = holdRawMode(options.stdin);
  const letGo = holdEventLoop();
  try {
    const app = await loadInkApp();
    const color = shouldUseColor(stdout, options.env ?? process.env);
    const onInterrupted = options.exitOnInterrupt === true ? () => endInterrupted(release) : undefined;
    return await app.runPager({ document, stdin: options.stdin, stdout, color, onInterrupted });
  } finally {
    letGo();
    release();
  }
}

/** Shows the plan, asks for `yes`, applies, and says how it ended. Never throws for a failed apply. */
export async function applyPlanInk(options: ApplyPlanInkOptions): Promise<ApplyOutcome> {
  const { plan, apply, stdin, stdout, allowBreaking } = options;
  // From here on Ctrl-C is a key the window reads (a cancel, as typing no), even before it shows.
  const release = holdRawMode(stdin);
  const letGo = holdEventLoop();
  try {
    const document = new PlanDocument(plan, allowBreaking);
    countFirst(document, stdout.rows > 0 ? stdout.rows : DEFAULT_ROWS);
    const app = await loadInkApp();
    const color = shouldUseColor(stdout, options.env ?? process.env);
    const onCancelled = options.exitOnCancel === true ? (interrupted: boolean) => endCancelled(release, interrupted) : undefined;
    return await app.runApplyFlow({ plan, document, apply, stdin, stdout, color, onCancelled });
  } finally {
    letGo();
    release();
  }
}

/**
 * The end of a cancelled apply, called in the key's handler with the end on screen and Ink
 * unmounted (the cursor shown again): the terminal leaves raw mode and the process ends now, by
 * SIGINT for Ctrl-C (as the pager does; Windows has no such signal), else with status 1.
 */
function endCancelled(release: () => void, interrupted: boolean): void {
  if (interrupted && process.platform !== 'win32') return endInterrupted(release);
  release();
  process.exitCode = EXIT.error;
  process.exit(EXIT.error);
}

/**
 * The end of the pager on Ctrl-C, in the key's handler: the terminal leaves raw mode and the
 * process ends by the signal, now. Listeners (Ink's cursor restorers; the cursor is shown again
 * already) would make the signal wait for the event loop, which could end the process first, status 0.
 */
function endInterrupted(release: () => void): void {
  release();
  process.removeAllListeners('SIGINT');
  process.kill(process.pid, 'SIGINT');
}

/** Counting done before Ink is mounted: enough to count an ordinary plan whole, short next to a person's reaction. */
const FIRST_COUNT_MS = 50;

/**
 * The first screenful (so the first frame shows rows), and all of a plan counted in a moment.
 * Until Ink is mounted Ctrl-C is a plain interrupt, so this stays short; the window counts the rest.
 */
function countFirst(document: PlanDocument, rows: number): void {
  document.countUntil(rows);
  document.countFor(FIRST_COUNT_MS);
}

/** Rows assumed when the terminal does not say (as use-terminal-size.ts does). */
const DEFAULT_ROWS = 24;

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
