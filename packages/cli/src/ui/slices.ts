// Long work on the main thread in short slices: between slices the event loop runs, so keys,
// Ctrl-C and redraws are handled while a large plan is counted or searched.

/** How long one slice may run before the event loop gets a turn. */
export const SLICE_MS = 8;

/** Resolves on the event loop's next turn, after pending input has been read. */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Set `stopped` to end the work between two slices (plain data: cheaper than an AbortSignal on the way out). */
export interface StopToken {
  stopped: boolean;
}

export interface SliceOptions {
  /** Stops the work between two slices; the promise then resolves with false. */
  readonly stop?: StopToken;
  /** Called after each slice that did some work. */
  readonly onSlice?: () => void;
  /** Before each slice: a time (performance.now()) to wait for first, so keys just typed are drawn without competition. */
  readonly quietUntil?: () => number;
  readonly budgetMs?: number;
  /**
   * Idle time after each slice (else only a turn of the event loop): background work that leaves
   * the core free part of the time, so on a busy machine the process is scheduled at once for a key.
   */
  readonly restMs?: number;
}

/**
 * Calls `step` until it returns false, yielding to the event loop whenever a slice has run for
 * its budget. Resolves true when the work is done, false when `stop` ended it.
 */
export async function inSlices(step: () => boolean, options: SliceOptions = {}): Promise<boolean> {
  const budget = options.budgetMs ?? SLICE_MS;
  for (;;) {
    for (let wait = (options.quietUntil?.() ?? 0) - performance.now(); wait > 0; wait = (options.quietUntil?.() ?? 0) - performance.now()) {
      // Unreferenced: a wait never keeps an exiting process alive.
      await new Promise((resolve) => setTimeout(resolve, wait).unref());
    }
    if (options.stop?.stopped === true) return false;
    const until = performance.now() + budget;
    // At least one step per slice, so the work always moves on.
    let more = step();
    while (more && performance.now() < until) more = step();
    options.onSlice?.();
    if (!more) return true;
    const rest = options.restMs ?? 0;
    await (rest > 0 ? new Promise((resolve) => setTimeout(resolve, rest)) : nextTurn());
  }
}
