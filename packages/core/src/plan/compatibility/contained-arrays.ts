// Containment for arrays: size bounds, `uniqueItems`, each position of a tuple and the rest
// (`prefixItems`/`items`, or draft-07 array `items` + `additionalItems`), and `contains` with its
// `minContains`/`maxContains`.
import type { JsonValue } from '../../types.js';
import { at, type Context, type Failure } from './context.js';
import { contained, failure, unproven } from './contained.js';
import { sameMeaning } from './same-meaning.js';
import type { Conjunction } from './expand.js';
import type { Facts } from './facts.js';
import { exampleOf, samples } from './samples.js';
import { child, keywordsOf, type SchemaNode } from './schema-node.js';
import { itemNode, itemPointer, itemsCoverAll, prefixLength, unevaluatedItemsArePlain } from './structure.js';

const num = (v: JsonValue | undefined): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

function sizeChecks(d: Conjunction, f: Facts, n: SchemaNode, ctx: Context): Failure[] {
  const k = keywordsOf(n);
  const out: Failure[] = [];
  const only = (x: Failure): Failure => ({ ...x, candidates: (s) => samples(d, n, s, 0, 'array').map((v) => ctx.lift(v, s)) });
  const minItems = num(k['minItems']);
  if (k['minItems'] !== undefined && (minItems === undefined || minItems > f.minItems)) {
    out.push(only(failure(ctx, 'bound_tightened', 'minItems', `\`minItems\` is now ${JSON.stringify(k['minItems'])} (was ${f.minItems})`, d, n)));
  }
  const maxItems = num(k['maxItems']);
  if (k['maxItems'] !== undefined && (maxItems === undefined || f.maxItems === undefined || maxItems < f.maxItems)) {
    out.push(only(failure(ctx, 'bound_tightened', 'maxItems', `\`maxItems\` is now ${JSON.stringify(k['maxItems'])}${f.maxItems === undefined ? '' : ` (was ${f.maxItems})`}`, d, n)));
  }
  if (k['uniqueItems'] === true && !f.uniqueItems && f.maxItems !== 1 && f.maxItems !== 0) {
    out.push(only(failure(ctx, 'bound_tightened', 'uniqueItems', '`uniqueItems: true` was added', d, n)));
  }
  return out;
}

function containsChecks(d: Conjunction, n: SchemaNode, ctx: Context): Failure[] {
  const k = keywordsOf(n);
  const c = child(n, 'contains');
  if (c === undefined) return [];
  const minContains = num(k['minContains']) ?? 1;
  const maxContains = num(k['maxContains']);
  const covered = d.some((o) => {
    const oc = child(o, 'contains');
    if (oc === undefined || o.doc.draft === '07' && n.doc.draft !== '07') return false;
    const ok = keywordsOf(o);
    const oMin = num(ok['minContains']) ?? 1;
    const oMax = num(ok['maxContains']);
    if (oMin < minContains) return false;
    if (maxContains !== undefined && (oMax === undefined || oMax > maxContains || JSON.stringify(oc.schema) !== JSON.stringify(c.schema))) return false;
    return contained([oc], c, at(ctx, `${ctx.pointer}/contains`)).length === 0;
  });
  if (covered || (minContains === 0 && maxContains === undefined)) return [];
  return [failure(ctx, 'contains_added', 'contains', 'arrays must now contain a matching item', d, n)];
}

/** The positions whose schema may differ: each tuple position of either side, then the rest. */
function positionChecks(d: Conjunction, f: Facts, n: SchemaNode, ctx: Context): Failure[] {
  const out: Failure[] = [];
  const last = Math.max(prefixLength(n), ...d.map(prefixLength));
  for (let i = 0; i <= last; i++) {
    if (f.maxItems !== undefined && i >= f.maxItems) break;
    const olds = d.map((o) => itemNode(o, i)).filter((x): x is SchemaNode => x !== undefined);
    if (olds.some((o) => o.schema === false)) break;
    const now = itemNode(n, i);
    if (now === undefined) continue;
    const lift = (v: JsonValue, s: Parameters<typeof exampleOf>[1]): JsonValue => {
      const items: JsonValue[] = [];
      for (let j = 0; j < i; j++) items.push(exampleOf(d.map((o) => itemNode(o, j)).filter((x): x is SchemaNode => x !== undefined), s, 1));
      items.push(v);
      while (items.length < f.minItems) items.push(v);
      return ctx.lift(items, s);
    };
    out.push(...contained(olds, now, at(ctx, ctx.pointer + itemPointer(n, i), lift, true)));
  }
  return out;
}

/** `unevaluatedItems` the rest-of-items reading cannot stand for (in-place applicators or `contains` beside it): unproven. */
function unevaluatedCheck(d: Conjunction, n: SchemaNode, ctx: Context): Failure[] {
  const ue = child(n, 'unevaluatedItems');
  if (ue === undefined || ue.schema === true || unevaluatedItemsArePlain(n) || itemsCoverAll(n)) return [];
  if (d.some((o) => !o.synthetic && sameMeaning(o, n, ctx.budget))) return [];
  return [unproven(ctx, 'unevaluatedItems', '`unevaluatedItems` beside in-place applicators or `contains` is not analysed', d, n)];
}

export function arrayChecks(d: Conjunction, f: Facts, n: SchemaNode, ctx: Context): Failure[] {
  return [...sizeChecks(d, f, n, ctx), ...positionChecks(d, f, n, ctx), ...containsChecks(d, n, ctx), ...unevaluatedCheck(d, n, ctx)];
}
