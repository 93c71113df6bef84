// Finds a stored revision by its id or a unique prefix of it (as `git show` takes a short hash),
// reading the target only where state already exists: looking never creates a database.
import { existsSync } from 'node:fs';
import type { Revision, StateAdapter } from '@capctl/state';
import { CliError } from '../errors.js';
import { terminalText } from '../render/safe-text/index.js';
import { describeTarget, withAdapter, type Target } from '../target.js';

/** What a revision id (or prefix) may look like: never quoted otherwise. */
const ID_SHAPE = /^[A-Za-z0-9._:-]{1,128}$/;

/** How many candidates an ambiguous prefix lists before saying how many more there are. */
const LISTED = 10;

const where = (target: Target) => (target.kind === 'http' ? `the service at ${target.url} (org ${target.orgId})` : `the local state ${describeTarget(target)} (org ${target.orgId})`);

/** Every revision of the org whose id starts with `prefix`, newest first. */
async function withPrefix(adapter: StateAdapter, prefix: string): Promise<Revision[]> {
  const found: Revision[] = [];
  let cursor: string | undefined;
  do {
    const page = await adapter.listRevisions({ limit: 100, ...(cursor === undefined ? {} : { cursor }) });
    found.push(...page.items.filter((r) => r.id.startsWith(prefix)));
    cursor = page.next_cursor ?? undefined;
  } while (cursor !== undefined);
  return found;
}

/** The one revision `ref` names (its id, or a prefix only it has), with the target it was read from. */
export async function findRevision(ref: string, given: Target, notAFile: string): Promise<{ revision: Revision; target: Target }> {
  if (!ID_SHAPE.test(ref)) {
    throw new CliError('usage', `"${terminalText(ref)}" is neither a file nor a revision id`, { hint: 'pass a saved plan file (`capctl plan DIR --out FILE`) or a revision id from `capctl revisions list`' });
  }
  if (given.kind === 'embedded' && !existsSync(given.dbPath)) {
    throw new CliError('revision_not_found', `${notAFile}, and there is no local state at ${describeTarget(given)} to look up a revision in`, {
      hint: 'pass the path of a saved plan, or name the state that holds the revision with --state, --url or CAPCTL_STATE',
    });
  }
  return withAdapter(given, async (adapter, target) => {
    const matches = await withPrefix(adapter, ref);
    const exact = matches.find((r) => r.id === ref);
    if (exact !== undefined) return { revision: exact, target };
    if (matches.length === 1) return { revision: matches[0] as Revision, target };
    if (matches.length === 0) {
      throw new CliError('revision_not_found', `${notAFile}, and ${where(target)} holds no revision whose id starts with ${ref}`, {
        hint: 'list the revisions with `capctl revisions list --all`, or name another state with --state or --url',
      });
    }
    const listed = matches.slice(0, LISTED).map((r) => `${terminalText(r.id)} (${r.status}, ${terminalText(r.updated_at)})`);
    throw new CliError('revision_ambiguous', `${ref} is the start of ${matches.length} revision ids in ${where(target)}:`, {
      details: matches.length > LISTED ? [...listed, `… and ${matches.length - LISTED} more`] : listed,
      hint: 'give more of the id',
    });
  });
}
