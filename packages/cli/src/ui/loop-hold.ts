// Keeps Node's event loop alive from before Ink loads until the window has ended. Ink's layout
// engine (yoga) compiles WebAssembly as it loads, and that compile resolves through V8's own task
// queue, not the event loop: with nothing else holding the loop, Node would draw the window's
// first frame from inside its wait for V8's background threads, and read no key until all their
// work (compilation, garbage collection) was done: 100-400 ms after the key on a busy machine.

let holds = 0;

/** Holds the event loop open (a timer that never fires); returns the way to let it go (once). */
export function holdEventLoop(): () => void {
  const timer = setInterval(() => undefined, 2 ** 30);
  holds += 1;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    holds -= 1;
    clearInterval(timer);
  };
}

/** Holds not let go yet: the window's tests check the loop is held while it shows. */
export const loopHolds = (): number => holds;
