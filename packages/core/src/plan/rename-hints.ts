// Notes for what looks like a rename done by hand: a plan that deletes an object and creates one
// of the same kind with the same configuration would lose the object's id (and an action's
// version history); `aliases: [old-name]` renames it in place, as Terraform hints at `moved`.
import { kindModule } from '../kinds/kinds.js';
import type { Diagnostic, JsonObject } from '../types.js';
import { jsonEqual } from './canonical-json.js';
import type { Pairing } from './match.js';
import { PLAN_DIAGNOSTIC_CODES } from './plan-codes.js';

/** The fields that say what an object does: without its name, and without an action's aliases. */
function configuration(kind: Pairing['kind'], fields: JsonObject): JsonObject {
  const { [kindModule(kind).nameField]: _name, aliases: _aliases, ...rest } = fields;
  return rest;
}

/**
 * An `info` diagnostic, at the kind's list, for each create that matches a delete of its kind
 * (each delete matched once, by name order). Queries have no aliases (they follow their metrics
 * source), so none is hinted for them.
 */
export function renameHints(pairings: readonly Pairing[]): Diagnostic[] {
  const deletes = pairings.filter((p) => p.desired === undefined && p.current !== undefined && !p.current.deleted && kindModule(p.kind).aliases);
  if (deletes.length === 0) return [];
  const claimed = new Set<Pairing>();
  const hints: Diagnostic[] = [];
  for (const created of pairings) {
    const desired = created.desired;
    if (desired === undefined || created.current !== undefined || !kindModule(created.kind).aliases) continue;
    const wanted = configuration(created.kind, desired.fields);
    const match = deletes.find((d) => d.kind === created.kind && !claimed.has(d)
      && jsonEqual(configuration(d.kind, (d.current as NonNullable<Pairing['current']>).fields), wanted));
    if (match === undefined) continue;
    claimed.add(match);
    const noun = kindModule(created.kind).noun;
    hints.push({
      severity: 'info',
      code: PLAN_DIAGNOSTIC_CODES.possibleRename,
      // The kind's list, not the object's place in it: a plan is the same whatever the order of
      // the definition's lists (plan.property.test.ts), and the message names the object.
      pointer: kindModule(created.kind).pointer,
      message: `${noun} "${desired.name}" is created and ${noun} "${match.name}" deleted with the same configuration; `
        + `if this is a rename, add \`aliases: [${match.name}]\` to "${desired.name}" so that it is renamed in place`
        + (kindModule(created.kind).fields.some((f) => f.stored.as === 'history') ? ', keeping its id and version history' : ', keeping its id'),
    });
  }
  return hints;
}
