// One look at the storage version per turn of the event loop, shared by every read that asked
// for it during that turn: with many connections, one `PRAGMA data_version` serves them all.

/**
 * Returns a function whose promise resolves to `version()` as read at the end of the current
 * event-loop turn (in a setImmediate callback). Every caller's request for the version precedes
 * that read, so the value is never older than the call: a read served from it reflects every
 * write committed before the call, here or in another process.
 */
export function versionPerTurn(version: () => number | undefined): () => Promise<number | undefined> {
  let pending: Promise<number | undefined> | undefined;
  const look = (resolve: (value: number | undefined) => void) =>
    setImmediate(() => {
      // Cleared first: a call made after this point waits for the next look.
      pending = undefined;
      resolve(version());
    });
  return () => (pending ??= new Promise(look));
}
