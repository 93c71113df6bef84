// Containment for objects: `required`, property counts, each named property, the properties only
// patterns or `additionalProperties` cover (open and partially open content models),
// `propertyNames`, and `dependentRequired`/`dependentSchemas` (draft-07 `dependencies`).
import type { JsonObject, JsonValue } from '../../types.js';
import { isJsonObject } from '../../json-object.js';
import { at, type Context, type Failure } from './context.js';
import { contained, failure, unproven } from './contained.js';
import type { Conjunction } from './expand.js';
import type { Facts } from './facts.js';
import { judge } from './payload-validators.js';
import { exampleOf, patternSamples, samples, type Sampler } from './samples.js';
import { sameMeaning } from './same-meaning.js';
import { child, keywordsOf, type SchemaNode } from './schema-node.js';
import { additionalNode, patternsOf, propertyNamesOf, propertyNodes, regexOf, unevaluatedIsPlain } from './structure.js';
import { dependencyChecks } from './contained-dependencies.js';

const num = (v: JsonValue | undefined): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

const objectSamples = (d: Conjunction, n: SchemaNode, s: Sampler) => samples(d, n, s, 0, 'object').filter((v): v is JsonObject => isJsonObject(v));

function baseObject(d: Conjunction, s: Sampler): JsonObject {
  const v = exampleOf(d, s, 0, 'object');
  return isJsonObject(v) ? v : {};
}

function countChecks(d: Conjunction, f: Facts, n: SchemaNode, ctx: Context): Failure[] {
  const k = keywordsOf(n);
  const out: Failure[] = [];
  for (const name of Array.isArray(k['required']) ? k['required'] : []) {
    if (typeof name !== 'string') {
      // ajv still requires a property named by the value's text (`1` → "1"): not analysed, so never proven.
      out.push(unproven(ctx, 'required', `the required name ${JSON.stringify(name)} is not a string, which is not analysed`, d, n));
      continue;
    }
    if (f.required.has(name)) continue;
    out.push({
      ...failure(ctx, 'required_added', 'required', `\`${name}\` is now required`, d, n),
      candidates: (s) => objectSamples(d, n, s).filter((o) => !Object.hasOwn(o, name)).map((v) => ctx.lift(v, s)),
    });
  }
  const min = num(k['minProperties']);
  if (k['minProperties'] !== undefined && (min === undefined || min > Math.max(f.minProperties, f.required.size))) {
    out.push(failure(ctx, 'bound_tightened', 'minProperties', `\`minProperties\` is now ${JSON.stringify(k['minProperties'])}`, d, n));
  }
  const max = num(k['maxProperties']);
  if (k['maxProperties'] !== undefined && (max === undefined || f.maxProperties === undefined || max < f.maxProperties)) {
    out.push(failure(ctx, 'bound_tightened', 'maxProperties', `\`maxProperties\` is now ${JSON.stringify(k['maxProperties'])}`, d, n));
  }
  return out;
}

const withProperty = (d: Conjunction, name: string, ctx: Context) => (v: JsonValue, s: Sampler): JsonValue =>
  ctx.lift({ ...baseObject(d, s), [name]: v }, s);

const OPEN_FIXES = (name: string): string[] => [
  `close the object first: set \`additionalProperties: false\` in an earlier change, so no payload carries \`${name}\` by the time it is typed`,
  `declare \`${name}\` with a type old payloads may carry (what the old schema allowed for unlisted properties)`,
];

function namedChecks(d: Conjunction, n: SchemaNode, ctx: Context): Failure[] {
  const out: Failure[] = [];
  const oldNames = new Set(d.flatMap(propertyNamesOf));
  const names = [...new Set([...propertyNamesOf(n), ...oldNames])].sort();
  for (const name of names) {
    ctx.budget.step();
    const olds = d.flatMap((o) => propertyNodes(o, name));
    if (olds.some((o) => o.schema === false)) continue;
    const lift = withProperty(d, name, ctx);
    for (const now of propertyNodes(n, name)) {
      const found = contained(olds, now, at(ctx, now.pointer, lift, true));
      if (found.length === 0) continue;
      const listedNow = child(n, 'properties', name) !== undefined;
      const pointer = `${n.pointer}/properties/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      const candidates = (s: Sampler) => found.flatMap((x) => x.candidates(s));
      if (!oldNames.has(name) && listedNow) {
        out.push({
          pointer, rule: 'property_added_to_open_object', keyword: 'properties', candidates, fixes: OPEN_FIXES(name),
          detail: `property \`${name}\` was added with constraints while the object stays open: old payloads may carry \`${name}\` `
            + `with any value ${olds.length === 0 ? '' : 'additionalProperties allowed '}and some are now rejected; close the schema `
            + '(additionalProperties: false) in an earlier change before adding typed properties, or apply this one with --allow-breaking',
        });
      } else if (now.schema === false && !listedNow) {
        out.push({ pointer, rule: 'property_removed', keyword: 'additionalProperties', candidates, detail: `property \`${name}\` was removed while additionalProperties is false` });
      } else out.push(...found);
    }
  }
  return out;
}

/** The text every name an anchored pattern matches starts with, or undefined when that is not known (not anchored, or an alternative). */
function literalPrefix(p: string): string | undefined {
  if (!p.startsWith('^') || p.includes('|')) return undefined;
  const run = /^[^\\^$.|?*+()[\]{}]*/.exec(p.slice(1))![0];
  // A character a quantifier follows (`?`, `*`, `{0,}`) may be absent: the prefix ends before it.
  return /^[?*{]/.test(p.slice(1 + run.length)) ? [...run].slice(0, -1).join('') : run;
}

/** False only when no name can match both patterns (two anchored, diverging literal prefixes). */
function mayOverlap(p: string, q: string): boolean {
  if (p === q) return true;
  const a = literalPrefix(p);
  const b = literalPrefix(q);
  return a === undefined || b === undefined || a.startsWith(b) || b.startsWith(a);
}

/** A property name the given patterns match (or, without one, one nothing lists or matches). */
function nameFor(pattern: string | undefined, avoid: readonly SchemaNode[]): string {
  const listed = new Set(avoid.flatMap(propertyNamesOf));
  const pool = pattern === undefined ? ['extra', 'x_extra', 'other', 'zz'] : patternSamples(pattern);
  const free = (name: string) => !listed.has(name)
    && (pattern !== undefined || avoid.every((node) => patternsOf(node).every((p) => !regexOf(p)?.test(name))));
  return pool.find(free) ?? pool[0] ?? 'extra';
}

/** Each combination of the old schemas an unlisted name may meet, one option per old node. */
function combinations(d: Conjunction, options: (o: SchemaNode) => (SchemaNode | undefined)[]): SchemaNode[][] | undefined {
  let out: SchemaNode[][] = [[]];
  for (const o of d) {
    const opts = options(o);
    if (out.length * opts.length > 16) return undefined;
    out = out.flatMap((c) => opts.map((x) => (x === undefined ? c : [...c, x])));
  }
  return out;
}

function unlistedChecks(d: Conjunction, n: SchemaNode, ctx: Context): Failure[] {
  const out: Failure[] = [];
  const nPatterns = patternsOf(n);
  const check = (target: SchemaNode, pattern: string | undefined, combos: SchemaNode[][] | undefined, closing: boolean) => {
    if (combos === undefined) {
      out.push(unproven(ctx, pattern === undefined ? 'additionalProperties' : 'patternProperties', 'too many combinations of patterns to compare', d));
      return;
    }
    for (const combo of combos) {
      // An unlisted name meeting one of the old patterns must match it; otherwise any free name.
      const via = pattern ?? combo.map((x) => /\/patternProperties\/([^/]*)$/.exec(x.pointer)?.[1]).find((x) => x !== undefined)?.replace(/~1/g, '/').replace(/~0/g, '~');
      const lift = withProperty(d, nameFor(via, [...d, n]), ctx);
      const found = contained(combo, target, at(ctx, target.pointer, lift, true));
      if (found.length === 0) continue;
      if (closing) {
        out.push({ ...failure(ctx, 'additional_properties_closed', 'additionalProperties', 'additionalProperties is now false: payloads with unlisted properties are rejected', d), candidates: (s) => found.flatMap((x) => x.candidates(s)) });
        return;
      }
      out.push(...found);
    }
  };
  for (const p of nPatterns) {
    const target = child(n, 'patternProperties', p)!;
    check(target, p, combinations(d, (o) => {
      const own = child(o, 'patternProperties', p);
      if (own !== undefined) return [own];
      const overlapping = patternsOf(o).filter((q) => mayOverlap(p, q)).map((q) => child(o, 'patternProperties', q)!);
      return [...overlapping, additionalNode(o)];
    }), false);
  }
  const extra = additionalNode(n);
  if (extra !== undefined && extra.schema !== true) {
    check(extra, undefined, combinations(d, (o) => [
      ...patternsOf(o).filter((q) => !nPatterns.includes(q)).map((q) => child(o, 'patternProperties', q)!),
      additionalNode(o),
    ]), extra.schema === false);
  }
  return out;
}

function propertyNamesCheck(d: Conjunction, n: SchemaNode, ctx: Context): Failure[] {
  const pn = child(n, 'propertyNames');
  if (pn === undefined || pn.schema === true) return [];
  const ownPn = d.map((o) => child(o, 'propertyNames')).filter((x): x is SchemaNode => x !== undefined);
  if (ownPn.some((o) => sameMeaning(o, pn, ctx.budget)) || (ownPn.length > 0 && contained(ownPn, pn, at(ctx, pn.pointer)).length === 0)) return [];
  const closed = d.some((o) => patternsOf(o).length === 0 && additionalNode(o)?.schema === false);
  const names = d.flatMap(propertyNamesOf).filter((name) => !d.flatMap((o) => propertyNodes(o, name)).some((x) => x.schema === false));
  if (closed && names.every((name) => judge(pn, name) === true)) return [];
  return [{
    ...failure(ctx, 'property_names_added', 'propertyNames', 'property names are now constrained', d, n),
    candidates: (s) => [...names, '', 'a', 'A_B', '0', '-', 'x'.repeat(70)].map((name) => ctx.lift({ ...baseObject(d, s), [name]: 'a' }, s)),
  }];
}

export function objectChecks(d: Conjunction, f: Facts, n: SchemaNode, ctx: Context): Failure[] {
  const k = keywordsOf(n);
  const out = [...countChecks(d, f, n, ctx), ...namedChecks(d, n, ctx), ...unlistedChecks(d, n, ctx), ...propertyNamesCheck(d, n, ctx), ...dependencyChecks(d, f, n, ctx)];
  const ue = k['unevaluatedProperties'];
  if (ue !== undefined && ue !== true && !unevaluatedIsPlain(n) && k['additionalProperties'] === undefined) {
    const same = d.some((o) => !o.synthetic && sameMeaning(o, n, ctx.budget));
    if (!same) out.push(unproven(ctx, 'unevaluatedProperties', '`unevaluatedProperties` beside in-place applicators is not analysed', d, n));
  }
  return out;
}
