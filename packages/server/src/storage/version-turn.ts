// One look at the storage version shared by every read that asked for it before the look began:
// with many connections, one `PRAGMA data_version` (SQLite) or one snapshot query (PostgreSQL)
// serves them all.

type Version = number | undefined;

/** A look at the storage version (ImmediateReader.version): undefined while nothing read may be kept. */
export type VersionLook = () => Version | Promise<Version>;

/**
 * Returns a function whose promise resolves to `version()` as looked at after the call: the look
 * begins in a later event-loop turn (a setImmediate callback), and never while the previous look
 * is still in flight, so every caller of that wait shares it (on PostgreSQL, one query per round
 * trip however many requests arrive). Every caller's request precedes the look that answers it,
 * so the value is never older than the call: a read served from it reflects every write
 * committed before the call, here or in another process.
 */
export function versionPerTurn(version: VersionLook): () => Promise<Version> {
  // The look callers may still join (not begun), and the last look begun.
  let waiting: Promise<Version> | undefined;
  let inFlight: Promise<unknown> = Promise.resolve();
  return () => {
    if (waiting !== undefined) return waiting;
    const previous = inFlight;
    waiting = new Promise<Version>((resolve, reject) => {
      const begin = () => {
        // Cleared first: a call made after this point waits for the next look.
        waiting = undefined;
        const look = new Promise<Version>((done) => done(version()));
        inFlight = look.catch(() => undefined);
        look.then(resolve, reject);
      };
      void previous.then(() => setImmediate(begin));
    });
    return waiting;
  };
}
