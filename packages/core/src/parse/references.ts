// References between objects of a merged definition, each checked where it is written: what
// each kind names of others is declared in its kind module (`references`), e.g. actions name
// destinations, queries and sources; a source names the action it ingests.
import type { Definition } from '../types.js';
import type { Kind } from '../kinds/kind.js';
import { KIND_MODULES, kindModule, listAt, parentKind } from '../kinds/kinds.js';
import { namedBy } from '../kinds/reference.js';
import { error, type Finding } from './finding.js';
import { joinPointer } from './json-pointer.js';
import { itemsOf, type Item, type NameIndex } from './names.js';
import { didYouMean } from './suggest.js';

// Suggestions compare a name with every candidate; past this many unresolved references (a
// definition that is mostly wrong) they are left out so that reporting stays fast.
const SUGGESTION_LIMIT = 200;

export function referenceFindings(definition: Definition, index: NameIndex): Finding[] {
  const findings: Finding[] = [];
  let suggestions = 0;
  const hint: Hint = (name, candidates) => (suggestions++ < SUGGESTION_LIMIT ? didYouMean(name, candidates()) : '');
  for (const kind of KIND_MODULES) {
    if (kind.references.length === 0) continue;
    for (const { item, base } of writtenItems(definition, kind)) {
      for (const reference of kind.references) {
        const target = kindModule(reference.kind);
        // Built only for a reference that does not resolve: most of 10,000 actions need none.
        for (const { name, at } of namedBy(item, reference)) {
          const finding = referenceFinding(name, () => joinPointer(base(), ...at), target, reference.path, index, hint);
          if (finding !== undefined) findings.push(finding);
        }
      }
    }
  }
  return findings;
}

type Hint = (name: string, candidates: () => Iterable<string>) => string;

/** A kind's items as the definition writes them (a nested kind's inside each parent item), with their pointers. */
function* writtenItems(definition: Definition, kind: Kind): Generator<{ item: Item; base: () => string }> {
  const parent = parentKind(kind);
  const items = itemsOf(listAt(definition, kind.pointer));
  if (parent === undefined) {
    for (let i = 0; i < items.length; i++) yield { item: items[i] as Item, base: () => `${kind.pointer}/${i}` };
    return;
  }
  for (let p = 0; p < items.length; p++) {
    const nested = itemsOf((items[p] as Item)[kind.nestedIn as string]);
    for (let i = 0; i < nested.length; i++) yield { item: nested[i] as Item, base: () => `${kind.pointer}/${p}/${kind.nestedIn as string}/${i}` };
  }
}

/** Where a definition defines objects of `kind`: `resources.destinations`. */
const placeOf = (kind: Kind): string => kind.pointer.split('/').slice(1).join('.');

function referenceFinding(name: string, at: () => string, target: Kind, path: string, index: NameIndex, hint: Hint): Finding | undefined {
  const parent = parentKind(target);
  if (parent !== undefined) return nestedFinding(name, at, target, parent, index, hint);
  const names = index.names[target.kind];
  if (names.has(name)) return undefined;
  const owner = index.aliases[target.kind].get(name);
  return error('unresolved_reference', { pointer: at() }, owner === undefined
    ? `unknown ${target.noun} \`${name}\`: no ${target.noun} has this ${target.nameField}${hint(name, () => names) || `; define it under \`${placeOf(target)}\``}`
    : `\`${name}\` is an alias of ${target.noun} \`${owner}\`: \`${path}\` names the ${target.nameField}, write \`${owner}\``);
}

/** A reference to a nested kind: `parent/name`, or a bare name that one parent has. */
function nestedFinding(ref: string, at: () => string, kind: Kind, parent: Kind, index: NameIndex, hint: Hint): Finding | undefined {
  const names = index.names[kind.kind];
  const slash = ref.indexOf('/');
  if (slash >= 0) {
    if (names.has(ref)) return undefined;
    const owner = ref.slice(0, slash);
    const name = ref.slice(slash + 1);
    const message = !index.names[parent.kind].has(owner)
      ? `unknown ${kind.noun} \`${ref}\`: there is no ${parent.noun} \`${owner}\`${hint(ref, () => names)}`
      : `unknown ${kind.noun} \`${ref}\`: ${parent.noun} \`${owner}\` has no ${kind.noun} \`${name}\`${hint(name, () => ownNames(names, owner))}`;
    return error('unresolved_reference', { pointer: at() }, message);
  }
  const owners = index.owners[kind.kind].get(ref) ?? [];
  if (owners.length === 1) return undefined;
  if (owners.length > 1) {
    const candidates = owners.map((m) => `\`${m}/${ref}\``).join(', ');
    return error('ambiguous_reference', { pointer: at() }, `${kind.noun} \`${ref}\` is ambiguous: it matches ${candidates}; write one of them`);
  }
  return error('unresolved_reference', { pointer: at() },
    `unknown ${kind.noun} \`${ref}\`: no ${parent.noun} has a ${kind.noun} of this name${hint(ref, () => index.owners[kind.kind].keys()) || `; define it under a ${parent.noun}'s \`${kind.nestedIn as string}\``}`);
}

/** The own names of `owner`'s nested objects, from their `owner/name` names. */
function* ownNames(names: ReadonlySet<string>, owner: string): Iterable<string> {
  const prefix = `${owner}/`;
  for (const name of names) if (name.startsWith(prefix)) yield name.slice(prefix.length);
}
