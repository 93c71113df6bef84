// An action named on the command line (`schemas list/show/diff VARIANT`) that the state does not
// hold: the not-found error gains the closest stored name, so a typo is one step from its fix.
import { didYouMean } from '@capctl/core';
import { isStateError, StateError, type StateAdapter } from '@capctl/state';

/** Runs `read`; when it finds no such action, says which stored action was probably meant. */
export async function readKnownAction<T>(adapter: StateAdapter, variant: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (e) {
    if (!isStateError(e) || e.code !== 'not_found') throw e;
    const state = await adapter.readState();
    const names = state.actions.filter((a) => a.deleted_at === null).map((a) => a.variant);
    // The action exists, so what was not found is a version of it: the first error says so.
    if (names.includes(variant)) throw e;
    throw new StateError('not_found', `${e.message}${didYouMean(variant, names)}`, {
      hint: '`capctl schemas list` lists every stored action with its latest version',
      ...(e.status === undefined ? {} : { status: e.status }),
    });
  }
}
