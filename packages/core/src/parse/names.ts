// Names in a merged definition: an index of what is defined (for references), and the names
// defined twice. Variants and aliases share one namespace. Reads defensively: the definition
// may also have schema errors, which are reported elsewhere.
import type { Definition } from '../types.js';
import { error, type Finding, type Place } from './finding.js';
import { isPlainObject } from './merge.js';

export interface NameIndex {
  readonly variants: ReadonlySet<string>;
  /** Alias → the variant of the action that has it. */
  readonly aliases: ReadonlyMap<string, string>;
  readonly destinations: ReadonlySet<string>;
  readonly sources: ReadonlySet<string>;
  /** Metrics source name → names of its queries. */
  readonly metrics: ReadonlyMap<string, ReadonlySet<string>>;
  /** Query name → the metrics sources that have a query of that name. */
  readonly queryOwners: ReadonlyMap<string, readonly string[]>;
}

export type Item = Readonly<Record<string, unknown>>;

export function itemsOf(list: unknown): readonly Item[] {
  return Array.isArray(list) ? list.filter(isPlainObject) : [];
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
  const first = new Map<string, Place>();
  if (!Array.isArray(list)) return new Set();
  list.forEach((item: unknown, index) => {
    const name = isPlainObject(item) ? item[key] : undefined;
    if (typeof name !== 'string') return;
    const place = { pointer: `${base}/${index}/${key}` };
    const earlier = first.get(name);
    if (earlier === undefined) {
      first.set(name, place);
      return;
    }
    findings.push(error('duplicate_name', place, ([here, there]) =>
      `${what(name)} is defined twice: at ${there} and at ${here}; rename or remove one`, [earlier]));
  });
  return new Set(first.keys());
}

export function indexNames(definition: Definition): { index: NameIndex; findings: Finding[] } {
  const findings: Finding[] = [];
  // The merged lists hold objects only (see merge.ts), so list indexes are merged pointers.
  const actions = itemsOf(definition.actions);
  const metricsItems = itemsOf(definition.resources?.metrics);
  const named = (what: string) => (name: string) => `${what} \`${name}\``;
  const variants = uniqueNames(named('action variant'), 'variant', '/actions', actions, findings);
  const aliases = aliasNamespace(actions, findings);
  const destinations = uniqueNames(named('destination label'), 'label', '/resources/destinations', definition.resources?.destinations, findings);
  const sources = uniqueNames(named('source name'), 'name', '/resources/sources', definition.resources?.sources, findings);
  uniqueNames(named('metrics source name'), 'name', '/resources/metrics', metricsItems, findings);
  const metrics = new Map<string, ReadonlySet<string>>();
  const queryOwners = new Map<string, string[]>();
  metricsItems.forEach((item, m) => {
    const name = item['name'];
    if (typeof name !== 'string' || metrics.has(name)) return;
    const queries = uniqueNames((q) => `query \`${name}/${q}\``, 'name', `/resources/metrics/${m}/queries`, item['queries'], findings);
    metrics.set(name, queries);
    for (const query of queries) {
      const owners = queryOwners.get(query);
      if (owners === undefined) queryOwners.set(query, [name]);
      else owners.push(name);
    }
  });
  return { index: { variants, aliases, destinations, sources, metrics, queryOwners }, findings };
}

interface Entry {
  readonly place: Place;
  readonly kind: 'variant' | 'alias';
  readonly action: number;
  readonly variant: string;
}

/** Aliases against variants and other aliases; returns alias → variant for the aliases kept. */
function aliasNamespace(actions: readonly Item[], findings: Finding[]): Map<string, string> {
  const names = new Map<string, Entry>();
  actions.forEach((action, index) => {
    const variant = action['variant'];
    if (typeof variant === 'string' && !names.has(variant)) {
      names.set(variant, { place: { pointer: `/actions/${index}/variant` }, kind: 'variant', action: index, variant });
    }
  });
  const aliases = new Map<string, string>();
  actions.forEach((action, index) => {
    const variant = typeof action['variant'] === 'string' ? action['variant'] : `#${index}`;
    for (const [alias, j] of stringsOf(action['aliases'])) {
      const place = { pointer: `/actions/${index}/aliases/${j}` };
      const other = names.get(alias);
      if (other === undefined) {
        names.set(alias, { place, kind: 'alias', action: index, variant });
        aliases.set(alias, variant);
      } else if (other.action === index) {
        // A repeated alias of one action is a schema error (uniqueItems); its own variant is not.
        if (other.kind === 'variant') {
          findings.push(error('name_clash', place, `alias \`${alias}\` is the action's own variant: remove it from \`aliases\``));
        }
      } else {
        findings.push(error('name_clash', place, ([, there]) =>
          `alias \`${alias}\` of action \`${variant}\` is already the ${other.kind} of action \`${other.variant}\` at ${there}; variants and aliases share one namespace: rename one of them`,
          [other.place]));
      }
    }
  });
  return aliases;
}
