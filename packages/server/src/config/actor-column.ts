// An actor (core's Actor: who made a change) as stored in a text column, and read back: null is
// the unknown actor of rows made before migration 0090.
import type { Actor } from '@capctl/core';

/** The JSON stored in an actor column. */
export function actorColumn(actor: Actor | null): string | null {
  return actor === null ? null : JSON.stringify(actor);
}

/** An actor column read back; null (unknown actor) for rows made before migration 0090, or unreadable ones. */
export function readActor(text: string | null): Actor | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Actor | null;
    return value !== null && typeof value === 'object' && typeof value.user === 'string' ? value : null;
  } catch {
    return null;
  }
}
