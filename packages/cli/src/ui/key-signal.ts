// For tests of the Ink UI: waits on signals that input was read, never on a fixed delay. Ink
// reads keys once it listens on stdin ('readable'), and the plan window reports each chunk it read.
import { EventEmitter } from 'node:events';

/** Counts the chunks a window reported (pass `onKey`), and writes keys waiting for each to be read. */
export class KeySignal {
  private count = 0;
  private waiters: { after: number; done: () => void }[] = [];

  /** Given to the component as its `onKey`. */
  readonly onKey = (): void => {
    this.count += 1;
    this.waiters = this.waiters.filter((w) => (w.after < this.count ? (w.done(), false) : true));
  };

  /** Writes `chunk` to stdin and resolves once the component has read it and drawn the result. */
  press(stdin: { write: (data: string) => void }, chunk: string): Promise<void> {
    const after = this.count;
    const read = new Promise<void>((done) => this.waiters.push({ after, done }));
    stdin.write(chunk);
    return read;
  }
}

/** Resolves once Ink listens on `stdin` (raw mode on): keys written from then on are read. */
export function listening(stdin: EventEmitter): Promise<void> {
  if (stdin.listenerCount('readable') > 0) return Promise.resolve();
  return new Promise((done) => {
    const check = (event: string | symbol): void => {
      if (event !== 'readable') return;
      stdin.off('newListener', check);
      // 'newListener' fires before the listener is added: resolve after it is.
      queueMicrotask(done);
    };
    stdin.on('newListener', check);
  });
}

/** Whether Ink still reads `stdin`: false once the app has exited. */
export const reading = (stdin: EventEmitter): boolean => stdin.listenerCount('readable') > 0;
