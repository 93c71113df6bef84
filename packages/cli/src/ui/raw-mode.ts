// Raw mode from before the window's first frame until the app has exited. Ink turns it on only
// once its effects run, after the first frame; a Ctrl-C typed in between would be a signal that
// ends the process another way than the window's own Ctrl-C (at apply: a cancel, status 1).

/** Turns raw mode on for a terminal `stdin`; returns the way to turn it off again. */
export function holdRawMode(stdin: NodeJS.ReadStream): () => void {
  if (stdin.isTTY !== true || typeof stdin.setRawMode !== 'function') return () => undefined;
  stdin.setRawMode(true);
  return () => {
    stdin.setRawMode(false);
  };
}
