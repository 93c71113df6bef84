// Containment for conditional object keywords: `dependentRequired` and `dependentSchemas`, and
// draft-07 `dependencies` (an array means required names, an object a schema).
import type { JsonObject, JsonValue } from '../../types.js';
import { isJsonObject } from '../../json-object.js';
import { at, type Context, type Failure } from './context.js';
import { contained, failure } from './contained.js';
import type { Conjunction } from './expand.js';
import type { Facts } from './facts.js';
import { exampleOf, samples } from './samples.js';
import { sameMeaning } from './same-meaning.js';
import { child, keywordsOf, type SchemaNode } from './schema-node.js';
import { propertyNodes } from './structure.js';

/** Required-name dependencies of a node, by trigger property. */
function requiredDeps(node: SchemaNode): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const k = keywordsOf(node);
  for (const key of ['dependentRequired', 'dependencies']) {
    const deps = k[key];
    if (!isJsonObject(deps)) continue;
    for (const [name, list] of Object.entries(deps)) {
      if (Array.isArray(list)) out.set(name, [...(out.get(name) ?? []), ...list.filter((x): x is string => typeof x === 'string')]);
    }
  }
  return out;
}

/** Schema dependencies of a node, by trigger property. */
function schemaDeps(node: SchemaNode): [string, SchemaNode][] {
  const out: [string, SchemaNode][] = [];
  const k = keywordsOf(node);
  for (const key of ['dependentSchemas', 'dependencies']) {
    const deps = k[key];
    if (!isJsonObject(deps)) continue;
    for (const [name, s] of Object.entries(deps)) if (!Array.isArray(s)) out.push([name, child(node, key, name)!]);
  }
  return out;
}

/** The keyword of `n` that states `name`'s dependency, a list of names or a schema: where a reason points (draft-07 has only `dependencies`). */
function stating(n: SchemaNode, name: string, words: readonly string[], names: boolean): string {
  const k = keywordsOf(n);
  return words.find((w) => { const deps = k[w]; return isJsonObject(deps) && Object.hasOwn(deps, name) && Array.isArray(deps[name]) === names; }) ?? words[0]!;
}

const absent = (d: Conjunction, name: string): boolean => d.flatMap((o) => propertyNodes(o, name)).some((x) => x.schema === false);

function withTrigger(d: Conjunction, name: string, drop: readonly string[], ctx: Context, extra: readonly SchemaNode[] = []) {
  const fill = [name, ...d.flatMap((o) => requiredDeps(o).get(name) ?? [])].filter((x) => !drop.includes(x));
  return (s: Parameters<typeof exampleOf>[1]): JsonValue[] => samples([...d, ...extra], undefined, s, 0, 'object').filter((v): v is JsonObject => isJsonObject(v)).map((o) => {
    const copy = { ...o };
    for (const x of fill) copy[x] = o[x] ?? exampleOf(d.flatMap((y) => propertyNodes(y, x)), s, 1);
    for (const gone of drop) delete copy[gone];
    return ctx.lift(copy, s);
  });
}

export function dependencyChecks(d: Conjunction, f: Facts, n: SchemaNode, ctx: Context): Failure[] {
  const out: Failure[] = [];
  for (const [name, list] of requiredDeps(n)) {
    if (absent(d, name)) continue;
    const had = d.flatMap((o) => requiredDeps(o).get(name) ?? []);
    const missing = list.filter((x) => !f.required.has(x) && !had.includes(x));
    if (missing.length === 0) continue;
    out.push({
      ...failure(ctx, 'dependent_required_added', stating(n, name, ['dependentRequired', 'dependencies'], true), `when \`${name}\` is present, ${missing.map((x) => `\`${x}\``).join(', ')} must now be present too`, d),
      candidates: withTrigger(d, name, missing, ctx),
    });
  }
  for (const [name, dep] of schemaDeps(n)) {
    if (absent(d, name)) continue;
    const had = d.flatMap((o) => schemaDeps(o).filter(([m]) => m === name).map(([, s]) => s));
    if (had.some((s) => sameMeaning(s, dep, ctx.budget))) continue;
    if (contained([...d, ...had], dep, at(ctx, dep.pointer)).length === 0) continue;
    out.push({
      ...failure(ctx, 'dependent_schema_added', stating(n, name, ['dependentSchemas', 'dependencies'], false), `when \`${name}\` is present, the object must now satisfy another schema`, d),
      candidates: withTrigger(d, name, [], ctx, had),
    });
  }
  return out;
}
