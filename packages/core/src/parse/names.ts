// Names in a merged definition: an index of what is defined (for references), the names
// defined twice, and names holding characters a reviewer cannot see. Every kind of the registry
// (kinds/kinds.ts) is indexed; per kind, names and aliases share one namespace. Reads defensively: the definition may also have schema errors, which are
// reported elsewhere.
import type { Definition, StepKind } from '../types.js';
import type { Kind } from '../kinds/kind.js';
import { byKind, DEFINITION_LISTS, kindModule, listAt, nestedKinds } from '../kinds/kinds.js';
import { error, type Finding, type Place } from './finding.js';
import { joinPointer } from './json-pointer.js';
import { isJsonObject } from '../json-object.js';

/**
 * Characters a terminal acts on or a page hides instead of showing: C0 and C1 controls, DEL,
 * bidi controls, zero-width and other invisible characters, line and paragraph separators,
 * interlinear annotations, variation selectors and Unicode tag characters. Every renderer shows
 * them escaped; names, which identify objects, may not hold them at all.
 */
// eslint-disable-next-line no-control-regex
export const HIDDEN_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb\u{e0000}-\u{e007f}]/u;

export interface NameIndex {
  /** Each kind's names; a nested kind's (a query's) as `parent/name`. */
  readonly names: Readonly<Record<StepKind, ReadonlySet<string>>>;
  /** Each kind's aliases: alias → the name of the object that has it. */
  readonly aliases: Readonly<Record<StepKind, ReadonlyMap<string, string>>>;
  /** A nested kind's own names → the parents that have one of that name (a bare reference resolves when there is one). */
  readonly owners: Readonly<Record<StepKind, ReadonlyMap<string, readonly string[]>>>;
}

export type Item = Readonly<Record<string, unknown>>;

export function itemsOf(list: unknown): readonly Item[] {
  return Array.isArray(list) ? list.filter(isJsonObject) : [];
}

export function stringsOf(list: unknown): readonly (readonly [string, number])[] {
  if (!Array.isArray(list)) return [];
  const out: [string, number][] = [];
  list.forEach((value, index) => {
    if (typeof value === 'string') out.push([value, index]);
  });
  return out;
}

/** Records each name once; a second definition is a finding that names both places. */
function uniqueNames(what: (name: string) => string, key: string, base: string, list: unknown, findings: Finding[]): Set<string> {
  // Indexes, not places: a pointer is built only for a name defined twice, not for every item.
  const first = new Map<string, number>();
  if (!Array.isArray(list)) return new Set();
  const place = (index: number): Place => ({ pointer: `${base}/${index}/${key}` });
  list.forEach((item: unknown, index) => {
    const name = isJsonObject(item) ? item[key] : undefined;
    if (typeof name !== 'string') return;
    const earlier = first.get(name);
    if (earlier === undefined) {
      first.set(name, index);
      return;
    }
    findings.push(error('duplicate_name', place(index), ([here, there]) =>
      `${what(name)} is defined twice: at ${there} and at ${here}; rename or remove one`, [place(earlier)]));
  });
  return new Set(first.keys());
}

export function indexNames(definition: Definition): { index: NameIndex; findings: Finding[] } {
  const findings: Finding[] = [];
  const names = byKind((): ReadonlySet<string> => new Set());
  const aliases = byKind((): ReadonlyMap<string, string> => new Map());
  const owners = byKind((): ReadonlyMap<string, readonly string[]> => new Map());
  // The merged lists hold objects only (see merge.ts), so list indexes are merged pointers.
  for (const kind of DEFINITION_LISTS) {
    const list = listAt(definition, kind.pointer);
    names[kind.kind] = uniqueNames((name) => `${kind.noun} ${kind.nameField} \`${name}\``, kind.nameField, kind.pointer, list, findings);
    if (kind.aliases) aliases[kind.kind] = aliasNamespace(itemsOf(list), { what: kind.noun, key: kind.nameField, base: kind.pointer }, findings);
    for (const nested of nestedKinds(kind)) {
      const found = nestedNames(itemsOf(list), kind, nested, findings);
      names[nested.kind] = found.names;
      owners[nested.kind] = found.owners;
    }
  }
  findings.push(...hiddenCharacterFindings(itemsOf(listAt(definition, kindModule('metrics').pointer))));
  return { index: { names, aliases, owners }, findings };
}

/** A nested kind's names within each parent (the first parent of a name; a repeated parent is reported as such). */
function nestedNames(parents: readonly Item[], parent: Kind, nested: Kind, findings: Finding[]): { names: Set<string>; owners: Map<string, string[]> } {
  const names = new Set<string>();
  const owners = new Map<string, string[]>();
  const seen = new Set<string>();
  const field = nested.nestedIn as string;
  parents.forEach((item, p) => {
    const name = item[parent.nameField];
    if (typeof name !== 'string' || seen.has(name)) return;
    seen.add(name);
    const own = uniqueNames((n) => `${nested.noun} \`${name}/${n}\``, nested.nameField, `${parent.pointer}/${p}/${field}`, item[field], findings);
    for (const n of own) {
      names.add(`${name}/${n}`);
      const found = owners.get(n);
      if (found === undefined) owners.set(n, [name]);
      else found.push(name);
    }
  });
  return { names, owners };
}

/**
 * The names the schema leaves free (query tag keys and `group_by` labels, a metrics source's
 * `auth_header`) may not hold hidden or control characters either; every other name already has
 * a pattern in schemas/definition.schema.json. Values stay free: they are data, escaped when shown.
 */
function hiddenCharacterFindings(metricsItems: readonly Item[]): Finding[] {
  const findings: Finding[] = [];
  const check = (name: string, what: string, place: Place): void => {
    const found = HIDDEN_OR_CONTROL.exec(name);
    if (found === null) return;
    const code = `U+${(found[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
    findings.push(error('hidden_character', place, `${what} holds ${code}, a control, bidi or invisible character that reviewers would not see as it is: remove it`));
  };
  metricsItems.forEach((metrics, m) => {
    const config = metrics['config'];
    const header = isJsonObject(config) ? config['auth_header'] : undefined;
    if (typeof header === 'string') check(header, 'the header name', { pointer: joinPointer('/resources/metrics', m, 'config', 'auth_header') });
    itemsOf(metrics['queries']).forEach((query, q) => {
      const base = joinPointer('/resources/metrics', m, 'queries', q, 'config');
      const queryConfig = query['config'];
      if (!isJsonObject(queryConfig)) return;
      const tags = queryConfig['tags'];
      if (isJsonObject(tags)) for (const key of Object.keys(tags)) check(key, 'the tag key', { pointer: joinPointer(base, 'tags', key), key: true });
      for (const [label, index] of stringsOf(queryConfig['group_by'])) check(label, 'the group_by label', { pointer: joinPointer(base, 'group_by', index) });
    });
  });
  return findings;
}

interface Entry {
  /** The namespace's own key (`variant`, `label`, `name`) or `alias`. */
  readonly kind: string;
  readonly item: number;
  /** An alias: its index in the item's `aliases` (the place is built only for a finding). */
  readonly alias?: number;
  readonly name: string;
}

/** One kind's namespace of names and aliases: where the lists are and how to speak of them. */
interface Namespace {
  readonly what: string;
  readonly key: string;
  readonly base: string;
}

/** Aliases against names and other aliases of one kind; returns alias → name for the aliases kept. */
function aliasNamespace(items: readonly Item[], ns: Namespace, findings: Finding[]): Map<string, string> {
  const { what, key, base } = ns;
  const placeOf = (e: Pick<Entry, 'item' | 'alias'>): Place =>
    ({ pointer: e.alias === undefined ? `${base}/${e.item}/${key}` : `${base}/${e.item}/aliases/${e.alias}` });
  const names = new Map<string, Entry>();
  items.forEach((item, index) => {
    const name = item[key];
    if (typeof name === 'string' && !names.has(name)) names.set(name, { kind: key, item: index, name });
  });
  const aliases = new Map<string, string>();
  items.forEach((item, index) => {
    const name = typeof item[key] === 'string' ? (item[key] as string) : `#${index}`;
    for (const [alias, j] of stringsOf(item['aliases'])) {
      const other = names.get(alias);
      if (other === undefined) {
        names.set(alias, { kind: 'alias', item: index, alias: j, name });
        aliases.set(alias, name);
      } else if (other.item === index) {
        // A repeated alias of one object is a schema error (uniqueItems); its own name is not.
        if (other.kind === key) {
          findings.push(error('name_clash', placeOf({ item: index, alias: j }), `alias \`${alias}\` is the ${what}'s own ${key}: remove it from \`aliases\``));
        }
      } else {
        findings.push(error('name_clash', placeOf({ item: index, alias: j }), ([, there]) =>
          `alias \`${alias}\` of ${what} \`${name}\` is already the ${other.kind} of ${what} \`${other.name}\` at ${there}; ${key}s and aliases share one namespace: rename one of them`,
          [placeOf(other)]));
      }
    }
  });
  return aliases;
}
