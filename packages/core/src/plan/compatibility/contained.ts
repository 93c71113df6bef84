// The containment proof `old ⊆ new` (every payload the old schema admits, the new one admits).
// The old side is put in disjunctive normal form (expand.ts) and each case is checked against the
// new schema keyword by keyword; the new side's combinators need their own proofs: `anyOf` a
// branch that contains the case (split per type), `oneOf` that branch and disjointness from all
// the others (a payload matching two branches is rejected), `not` disjointness, `if` both arms.
// Recursive schemas terminate coinductively: a pair already under proof is assumed contained once
// the proof has descended into the payload (a greatest fixed point, sound for well-founded
// payloads); met again without descending, it is unproven.
import type { JsonValue } from '../../types.js';
import { isJsonObject } from '../../json-object.js';
import { at, type Context, type Failure } from './context.js';
import { disjoint } from './disjoint.js';
import { expand, TooManyCases, type Conjunction } from './expand.js';
import { factsOf, hasNumbers, type Facts } from './facts.js';
import { enforced, keywordIn } from './vocabulary.js';
import { accepts, judge, rejectingKeyword } from './payload-validators.js';
import { samples } from './samples.js';
import { sameMeaning } from './same-meaning.js';
import { child, keywordsOf, resolveRef, type SchemaNode } from './schema-node.js';
import { scalarChecks } from './contained-scalars.js';
import { scalarRejecting } from './scalar-accepts.js';
import { arrayChecks } from './contained-arrays.js';
import { objectChecks } from './contained-objects.js';

const docIds = new WeakMap<object, number>();
let nextDoc = 0;
function nodeKey(node: SchemaNode): string {
  if (node.synthetic) return JSON.stringify(node.schema);
  let id = docIds.get(node.doc);
  if (id === undefined) docIds.set(node.doc, (id = nextDoc++));
  return `${id}:${node.pointer}`;
}

/** The nodes without repeats: a conjunction met again through a `$ref` cycle keeps its key, so the cycle is seen. */
const distinct = (nodes: readonly SchemaNode[]): SchemaNode[] => {
  const seen = new Set<string>();
  return nodes.filter((n) => !seen.has(nodeKey(n)) && seen.add(nodeKey(n)) !== undefined);
};

export function failure(ctx: Context, rule: string, keyword: string, detail: string, d: Conjunction, hint?: SchemaNode, extra?: Partial<Failure>): Failure {
  const lift = ctx.lift;
  return {
    pointer: keyword === '' ? ctx.pointer : `${ctx.pointer}/${keyword}`, rule, keyword, detail,
    candidates: (s) => samples(d, hint, s).map((v) => lift(v, s)),
    ...extra,
  };
}

/** A place the analysis cannot decide; candidates still get a chance to show a break. */
export const unproven = (ctx: Context, keyword: string, detail: string, d: Conjunction, hint?: SchemaNode): Failure =>
  failure(ctx, 'unproven', keyword, detail, d, hint);

function withAssumption(key: string, ctx: Context, d: Conjunction, prove: () => Failure[]): Failure[] {
  const assumedAt = ctx.assumptions.get(key);
  if (assumedAt !== undefined) {
    return assumedAt < ctx.depth ? [] : [unproven(ctx, '$ref', 'the schema refers to itself without descending into the payload', d)];
  }
  ctx.assumptions.set(key, ctx.depth);
  try {
    return prove();
  } finally {
    ctx.assumptions.delete(key);
  }
}

const unsatisfiable = (f: Facts): boolean => f.types.size === 0 || f.values?.length === 0;

/** Failures of `old ⊆ new` where `olds` is a conjunction of old subschemas; empty when proven. */
export function contained(all: readonly SchemaNode[], n: SchemaNode, ctx: Context): Failure[] {
  ctx.budget.step();
  const olds = distinct(all);
  if (n.schema === true || olds.some((o) => o.schema === false)) return [];
  if (olds.length === 1 && sameMeaning(olds[0]!, n, ctx.budget)) return [];
  const key = `${olds.map(nodeKey).sort().join('&')}=>${nodeKey(n)}`;
  return withAssumption(key, ctx, [...olds], () => {
    let cases: Conjunction[];
    try {
      cases = expand(olds, ctx.budget);
    } catch (e) {
      if (!(e instanceof TooManyCases)) throw e;
      return [unproven(ctx, 'anyOf', 'the old schema combines more than 64 cases of anyOf/oneOf/if', [...olds])];
    }
    const out: Failure[] = [];
    for (const c of cases) if (!c.some((o) => o.schema === false) && !unsatisfiable(factsOf(c))) out.push(...containedCase(c, n, ctx));
    return out;
  });
}

/** The old case's values one by one, decided by ajv; undefined when ajv cannot compile a schema. */
function finiteCheck(d: Conjunction, values: readonly JsonValue[], n: SchemaNode, ctx: Context): Failure[] | undefined {
  const out: Failure[] = [];
  for (const v of values) {
    ctx.budget.step(5);
    const inOld = d.map((o) => judge(o, v));
    if (inOld.includes(false)) continue;
    const inNew = judge(n, v);
    if (inOld.includes(undefined) || inNew === undefined) return undefined;
    if (inNew) continue;
    const keyword = scalarRejecting(n, v) ?? rejectingKeyword(n, v) ?? '';
    const k = keywordsOf(n);
    const removed = (keyword === 'enum' || keyword === 'const') && (k['enum'] !== undefined || k['const'] !== undefined);
    const own = Object.hasOwn(k, keyword) ? keyword : '';
    const lift = ctx.lift;
    out.push({
      pointer: own === '' ? ctx.pointer : `${ctx.pointer}/${own}`,
      rule: removed ? 'enum_value_removed' : 'value_rejected', keyword: keyword || 'enum',
      detail: removed ? `value ${JSON.stringify(v)} is no longer allowed` : `value ${JSON.stringify(v)} is now rejected${keyword ? ` by \`${keyword}\`` : ''}`,
      candidates: (s) => [lift(v, s)],
    });
  }
  return out;
}

const branchesOf = (n: SchemaNode, key: string): SchemaNode[] => {
  const list = keywordsOf(n)[key];
  return Array.isArray(list) ? list.map((_, i) => child(n, key, i)!) : [];
};

/** The case split by instance type, so each type may find its own branch (`type: [string, null]` against `oneOf`). */
function perType(d: Conjunction, f: Facts): Conjunction[] {
  const types = [...f.types].filter((t) => !(t === 'integer' && f.types.has('number')));
  if (types.length <= 1) return [d];
  return types.map((t) => [...d, { schema: { type: t }, doc: { root: { type: t }, draft: '2020' }, pointer: '', synthetic: true }]);
}

function unionCheck(d: Conjunction, f: Facts, n: SchemaNode, key: 'anyOf' | 'oneOf', ctx: Context): Failure[] {
  const parts = branchesOf(n, key);
  const out: Failure[] = [];
  const attempt = (c: Conjunction): Failure[] | undefined => {
    let best: Failure[] | undefined;
    let overlap = false;
    for (const [i, p] of parts.entries()) {
      const found = containedCase(c, p, at(ctx, `${ctx.pointer}/${key}/${i}`));
      if (found.length === 0) {
        if (key === 'anyOf' || parts.every((q, j) => j === i || disjoint(c, q, ctx.budget))) return [];
        overlap = true;
      } else if (best === undefined || found.length < best.length) best = found;
    }
    if (overlap) {
      return [failure(ctx, 'one_of_overlap', 'oneOf', 'a payload may now match more than one `oneOf` branch, and oneOf rejects it', c, n)];
    }
    return best ?? [failure(ctx, 'schema_closed', key, `\`${key}\` has no branch`, c)];
  };
  const whole = attempt(d);
  if (whole?.length === 0) return [];
  const pieces = perType(d, f);
  if (pieces.length === 1) return whole ?? [];
  for (const piece of pieces) out.push(...(attempt(piece) ?? []));
  return out;
}

/**
 * `if`/`then`/`else` holds when the case with `if` meets `then` and the case meets `else` (or never
 * meets `if`). An old node with the same `if` contributes its own `then`/`else` to each side.
 */
function conditionalCheck(d: Conjunction, n: SchemaNode, ctx: Context): Failure[] {
  const cond = child(n, 'if')!;
  const then = child(n, 'then');
  const otherwise = child(n, 'else');
  const sameIf = d.filter((o) => !o.synthetic && child(o, 'if') !== undefined && sameMeaning(child(o, 'if')!, cond, ctx.budget));
  const arms = (name: string) => sameIf.map((o) => child(o, name)).filter((x): x is SchemaNode => x !== undefined);
  // A case that never meets `if` needs no `then`, and one that always meets it needs no `else`
  // (`if: false` sends every payload to `else`; `if: true` every payload to `then`).
  const viaThen = then === undefined || disjoint(d, cond, ctx.budget) ? [] : contained([...d, cond, ...arms('then')], then, at(ctx, then.pointer));
  const always = cond.schema === true || (otherwise !== undefined && contained(d, cond, at(ctx, cond.pointer)).length === 0);
  const viaElse = otherwise === undefined || always ? [] : contained([...d, ...arms('else')], otherwise, at(ctx, otherwise.pointer));
  return [...viaThen, ...viaElse];
}

const sameKeyword = (d: Conjunction, n: SchemaNode, keys: readonly string[], ctx: Context): boolean =>
  d.some((o) => !o.synthetic && o.doc.draft === n.doc.draft && keys.every((key) => {
    const a = child(o, key);
    const b = child(n, key);
    return a === undefined ? b === undefined : b !== undefined && sameMeaning(a, b, ctx.budget);
  }));

/** The closed world: a keyword the draft's validator enforces that no handler proves leaves the case unproven. */
function unhandled(d: Conjunction, f: Facts, n: SchemaNode, ctx: Context): Failure[] {
  const out: Failure[] = [];
  const draft = n.doc.draft;
  for (const key of Object.keys(keywordsOf(n))) {
    const entry = keywordIn(draft, key);
    // Proven by its handler, or not enforced at all (an annotation, or no keyword of this draft).
    if (entry === undefined || entry.handler !== null || !enforced(draft, key)) continue;
    if (entry.only !== undefined && !(entry.only === 'number' ? hasNumbers(f) : f.types.has(entry.only))) continue;
    out.push(unproven(ctx, key, `\`${key}\` is enforced by the validator but not analysed`, d));
  }
  return out;
}

/** Failures of `case ⊆ n` for one case of the old side's normal form. */
export function containedCase(all: Conjunction, n: SchemaNode, ctx: Context): Failure[] {
  ctx.budget.step();
  const d = distinct(all);
  if (n.schema === true) return [];
  if (n.schema === false) return [failure(ctx, 'schema_closed', '', 'the schema now rejects every value', d)];
  if (!isJsonObject(n.schema)) return [unproven(ctx, '', 'the schema is neither an object nor a boolean', d)];
  if (d.some((o) => !o.synthetic && sameMeaning(o, n, ctx.budget))) return [];
  const k = keywordsOf(n);
  const f = factsOf(d);
  if (f.values !== undefined && f.values.length <= 256) {
    const exact = finiteCheck(d, f.values, n, ctx);
    if (exact !== undefined) return exact;
  }
  const out: Failure[] = [];
  if (k['$ref'] !== undefined) {
    const r = resolveRef(n, k['$ref']);
    if ('problem' in r) out.push(unproven(ctx, '$ref', r.problem, d));
    else out.push(...withAssumption(`${d.map(nodeKey).sort().join('&')}=>${nodeKey(r.node)}`, ctx, d, () => containedCase(d, r.node, at(ctx, `${ctx.pointer}/$ref`))));
  }
  out.push(...unhandled(d, f, n, ctx));
  branchesOf(n, 'allOf').forEach((p, i) => out.push(...containedCase(d, p, at(ctx, `${ctx.pointer}/allOf/${i}`))));
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(k[key]) && !sameKeyword(d, n, [key], ctx)) out.push(...unionCheck(d, f, n, key, ctx));
  }
  const not = child(n, 'not');
  if (not !== undefined && !sameKeyword(d, n, ['not'], ctx) && !disjoint(d, not, ctx.budget)) {
    out.push(failure(ctx, 'not_widened', 'not', '`not` now excludes payloads the old schema accepted', d, not));
  }
  if (k['if'] !== undefined && !sameKeyword(d, n, ['if', 'then', 'else'], ctx)) out.push(...conditionalCheck(d, n, ctx));
  out.push(...scalarChecks(d, f, n, ctx));
  if (f.types.has('array')) out.push(...arrayChecks(d, f, n, ctx));
  if (f.types.has('object')) out.push(...objectChecks(d, f, n, ctx));
  return out;
}
