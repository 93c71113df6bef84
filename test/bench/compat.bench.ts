// Schema compatibility at plan scale: 10,000 actions whose schemas use `$ref`/`$defs` and `oneOf`,
// a tenth of them changed (half loosened, half tightened), against core's plan of the same
// update, which compares those schemas itself (backward only).
import { applyPlan, compareSchemas, emptyState, plan } from '@capctl/core';
import type { Definition, JsonValue } from '@capctl/core';
import { ratio, table, time } from './measure.js';

const pad = (i: number) => String(i).padStart(6, '0');

/** An action schema with shared definitions, a nullable union and a discriminated oneOf. */
function schemaAt(i: number, change: 'none' | 'loosen' | 'tighten'): JsonValue {
  const max = change === 'loosen' ? 1000 : 500;
  return {
    $defs: {
      region: { type: 'string', enum: ['eu-west-1', 'us-east-1', 'ap-south-1', ...(change === 'loosen' ? ['sa-east-1'] : [])] },
      count: { type: 'integer', minimum: 0, maximum: max },
      scale: { type: 'object', properties: { kind: { const: 'scale' }, replicas: { $ref: '#/$defs/count' } }, required: ['kind', 'replicas'], additionalProperties: false },
      pause: { type: 'object', properties: { kind: { const: 'pause' }, until: { type: 'string', format: 'date-time' } }, required: ['kind'], additionalProperties: false },
    },
    type: 'object',
    required: ['id', 'op', ...(change === 'tighten' ? ['owner'] : [])],
    properties: {
      id: { type: 'string', minLength: 1, description: `action ${i}` },
      region: { $ref: '#/$defs/region' },
      owner: { type: ['string', 'null'] },
      op: { oneOf: [{ $ref: '#/$defs/scale' }, { $ref: '#/$defs/pause' }] },
    },
    additionalProperties: false,
  };
}

function definitionOf(actions: number, changed: boolean): Definition {
  return {
    actions: Array.from({ length: actions }, (_, i) => ({
      variant: `action-${pad(i)}`,
      schema: schemaAt(i, !changed || i % 10 !== 0 ? 'none' : i % 20 === 0 ? 'loosen' : 'tighten') as never,
    })),
  } as Definition;
}

const actions = 10_000;
const first = plan(definitionOf(actions, false), emptyState());
if (first.diagnostics.length > 0) throw new Error(`generated definition has ${first.diagnostics.length} diagnostics`);
const state = applyPlan(emptyState(), first);
const definition = definitionOf(actions, true);
const pairs = Array.from({ length: actions / 10 }, (_, k) => [schemaAt(k * 10, 'none'), schemaAt(k * 10, k % 2 === 0 ? 'loosen' : 'tighten')] as const);

const p = plan(definition, state);
const breaking = p.steps.filter((s) => s.kind === 'action' && s.compatibility === 'breaking').length;
if (p.steps.length !== actions / 10 || breaking !== actions / 20) throw new Error(`expected ${actions / 10} updates, half breaking; got ${p.steps.length}, ${breaking}`);

const planning = time('plan', () => plan(definition, state), 3);
const backward = time('backward', () => pairs.map(([a, b]) => compareSchemas(a, b).backward), 3);
const both = time('both', () => pairs.map(([a, b]) => { const c = compareSchemas(a, b); return [c.backward, c.forward]; }), 3);
const verdicts = pairs.map(([a, b]) => compareSchemas(a, b)).map((c) => `${c.backward.verdict}/${c.forward.verdict}`);
const counts = Object.entries(verdicts.reduce<Record<string, number>>((m, v) => ({ ...m, [v]: (m[v] ?? 0) + 1 }), {})).map(([k, v]) => `${k}: ${v}`).join(', ');

console.log(`compareSchemas on the ${actions / 10} changed schemas of ${actions} actions ($ref/$defs, oneOf) against core's plan of the same update\n`);
table(['actions', 'changed', 'plan', 'backward only', 'ratio', 'backward + forward', 'ratio', 'verdicts (backward/forward)'], [[
  String(actions), String(actions / 10), `${planning.ms.toFixed(0)} ms`, `${backward.ms.toFixed(0)} ms`, ratio(backward.ms, planning.ms),
  `${both.ms.toFixed(0)} ms`, ratio(both.ms, planning.ms), counts,
]]);
