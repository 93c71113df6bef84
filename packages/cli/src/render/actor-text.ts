// Who made a change, in words: `key ci-bot (user alice)`, or the local user in embedded mode.
// Plain text from the service's data: each renderer passes it through its medium's safe-text function.
import type { Actor } from '@capctl/core';

/** `key ci-bot (user alice)`; a key made without a name by its id; `alice` in local mode; `unknown` for null. */
export function actorText(actor: Actor | null | undefined): string {
  if (actor === null || actor === undefined) return 'unknown';
  if (actor.key_id === null) return actor.user;
  const key = actor.key_name !== null && actor.key_name !== '' ? actor.key_name : actor.key_id;
  return `key ${key} (user ${actor.user})`;
}
