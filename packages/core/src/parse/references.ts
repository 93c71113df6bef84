// References between objects of a merged definition, each checked where it is written:
// actions name destinations, queries and sources; a source names the action it ingests.
import type { Definition } from '../types.js';
import { error, type Finding } from './finding.js';
import { itemsOf, stringsOf, type NameIndex } from './names.js';
import { didYouMean } from './suggest.js';

// Suggestions compare a name with every candidate; past this many unresolved references (a
// definition that is mostly wrong) they are left out so that reporting stays fast.
const SUGGESTION_LIMIT = 200;

export function referenceFindings(definition: Definition, index: NameIndex): Finding[] {
  const findings: Finding[] = [];
  let suggestions = 0;
  const hint = (name: string, candidates: () => Iterable<string>): string =>
    suggestions++ < SUGGESTION_LIMIT ? didYouMean(name, candidates()) : '';
  const unresolved = (pointer: string, message: string) => findings.push(error('unresolved_reference', { pointer }, message));

  itemsOf(definition.actions).forEach((action, a) => {
    // Built only for a reference that does not resolve: most of 10,000 actions need none.
    const base = (): string => `/actions/${a}`;
    for (const [label, i] of stringsOf(action['destinations'])) {
      if (index.destinations.has(label)) continue;
      unresolved(`${base()}/destinations/${i}`, `unknown destination \`${label}\`: no destination has this label${hint(label, () => index.destinations) || '; define it under `resources.destinations`'}`);
    }
    for (const [name, i] of stringsOf(action['sources'])) {
      if (index.sources.has(name)) continue;
      unresolved(`${base()}/sources/${i}`, `unknown source \`${name}\`: no source has this name${hint(name, () => index.sources) || '; define it under `resources.sources`'}`);
    }
    for (const [query, i] of stringsOf(action['queries'])) {
      const finding = queryFinding(query, () => `${base()}/queries/${i}`, index, hint);
      if (finding !== undefined) findings.push(finding);
    }
  });

  itemsOf(definition.resources?.sources).forEach((source, s) => {
    const ingest = source['ingest'];
    const variant = typeof ingest === 'object' && ingest !== null ? (ingest as Record<string, unknown>)['variant'] : undefined;
    if (typeof variant !== 'string' || index.variants.has(variant)) return;
    const owner = index.aliases.get(variant);
    unresolved(`/resources/sources/${s}/ingest/variant`, owner === undefined
      ? `unknown action variant \`${variant}\`: no action has this variant${hint(variant, () => index.variants) || '; define the action under `actions`'}`
      : `\`${variant}\` is an alias of action \`${owner}\`: \`ingest.variant\` names the variant, write \`${owner}\``);
  });
  return findings;
}

function queryFinding(query: string, at: () => string, index: NameIndex, hint: (name: string, candidates: () => Iterable<string>) => string): Finding | undefined {
  const slash = query.indexOf('/');
  if (slash >= 0) {
    const metrics = query.slice(0, slash);
    const name = query.slice(slash + 1);
    const queries = index.metrics.get(metrics);
    if (queries?.has(name) === true) return undefined;
    const message = queries === undefined
      ? `unknown query \`${query}\`: there is no metrics source \`${metrics}\`${hint(query, () => qualifiedNames(index))}`
      : `unknown query \`${query}\`: metrics source \`${metrics}\` has no query \`${name}\`${hint(name, () => queries)}`;
    return error('unresolved_reference', { pointer: at() }, message);
  }
  const owners = index.queryOwners.get(query) ?? [];
  if (owners.length === 1) return undefined;
  if (owners.length > 1) {
    const candidates = owners.map((m) => `\`${m}/${query}\``).join(', ');
    return error('ambiguous_reference', { pointer: at() }, `query \`${query}\` is ambiguous: it matches ${candidates}; write one of them`);
  }
  return error('unresolved_reference', { pointer: at() },
    `unknown query \`${query}\`: no metrics source has a query of this name${hint(query, () => index.queryOwners.keys()) || '; define it under a metrics source\'s `queries`'}`);
}

function* qualifiedNames(index: NameIndex): Iterable<string> {
  for (const [metrics, queries] of index.metrics) for (const query of queries) yield `${metrics}/${query}`;
}
