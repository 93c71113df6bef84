// Opaque list cursors for revisions: clients pass back what they got; the server reads the id
// of the last revision seen (an opaque id itself, so a cursor says nothing of other orgs).
// Anything else is a 400, never a crash.

const PREFIX = 'rev:';

export function encodeCursor(lastId: string): string {
  return Buffer.from(`${PREFIX}${lastId}`).toString('base64url');
}

/** The revision id a cursor continues after, or undefined when it is not one of ours. */
export function decodeCursor(cursor: string): string | undefined {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!text.startsWith(PREFIX)) return undefined;
  const id = text.slice(PREFIX.length);
  return /^[0-9A-Za-z-]{1,64}$/.test(id) ? id : undefined;
}
