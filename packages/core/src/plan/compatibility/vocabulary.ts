// The closed vocabulary: every keyword ajv knows in each draft capctl validates with (draft-07,
// 2019-09, 2020-12, plus ajv-formats' format limits and OpenAPI `nullable`), what it is, and the
// file that proves containment for it. A word that is not a keyword of the document's draft is an
// annotation on both sides; an enforced keyword with no handler makes the relation unproven.
import type { JsonObject } from '../../types.js';
import type { Draft } from './schema-node.js';

/** What a keyword does to validation: `core` keywords shape references, not payloads. */
export type KeywordKind = 'assertion' | 'applicator' | 'annotation' | 'core';

export interface Keyword {
  readonly kind: KeywordKind;
  /** The file (in compatibility/) that proves containment for it; null: none, so unproven when the accepting side has it. */
  readonly handler: string | null;
  /** The drafts whose validator knows it; in any other draft it is an annotation. */
  readonly drafts: readonly Draft[];
  /** The one instance type it constrains, when it constrains only one (an old case without that type cannot meet it). */
  readonly only?: 'string' | 'array' | 'object' | 'number';
}

const ALL: readonly Draft[] = ['07', '2019', '2020'];
const MODERN: readonly Draft[] = ['2019', '2020'];
const k = (kind: KeywordKind, handler: string | null, drafts: readonly Draft[] = ALL, only?: Keyword['only']): Keyword =>
  ({ kind, handler, drafts, ...(only ? { only } : {}) });

const SCALARS = 'contained-scalars.ts';
const ARRAYS = 'contained-arrays.ts';
const OBJECTS = 'contained-objects.ts';
const DEPENDENCIES = 'contained-dependencies.ts';
const COMBINATORS = 'contained.ts';
const REFERENCES = 'schema-node.ts';

/** Every keyword, by name. `handler: null` entries are the ones nothing proves. */
export const VOCABULARY: Readonly<Record<string, Keyword>> = Object.freeze({
  // Core: identify resources and shape references; the payload never meets them.
  $schema: k('core', REFERENCES), $id: k('core', REFERENCES), $anchor: k('core', REFERENCES, MODERN), $dynamicAnchor: k('core', REFERENCES, MODERN),
  $defs: k('core', REFERENCES), definitions: k('core', REFERENCES),
  // ajv resolves by `$id` only and reads no vocabulary; `$recursiveAnchor` matters only to `$recursiveRef`, which is unproven.
  id: k('annotation', null), $vocabulary: k('annotation', null), $recursiveAnchor: k('annotation', null, MODERN),
  // `$async: true` makes ajv's validator return a promise: not a verdict the analysis models.
  $async: k('core', null),
  $ref: k('applicator', REFERENCES),
  $dynamicRef: k('applicator', null, MODERN), $recursiveRef: k('applicator', null, MODERN),
  // Annotations.
  $comment: k('annotation', null), title: k('annotation', null), description: k('annotation', null), default: k('annotation', null),
  examples: k('annotation', null), deprecated: k('annotation', null), readOnly: k('annotation', null), writeOnly: k('annotation', null),
  contentMediaType: k('annotation', null), contentEncoding: k('annotation', null), contentSchema: k('annotation', null),
  // One value.
  type: k('assertion', SCALARS), nullable: k('assertion', SCALARS), enum: k('assertion', SCALARS), const: k('assertion', SCALARS),
  minimum: k('assertion', SCALARS, ALL, 'number'), maximum: k('assertion', SCALARS, ALL, 'number'),
  exclusiveMinimum: k('assertion', SCALARS, ALL, 'number'), exclusiveMaximum: k('assertion', SCALARS, ALL, 'number'),
  multipleOf: k('assertion', SCALARS, ALL, 'number'),
  minLength: k('assertion', SCALARS, ALL, 'string'), maxLength: k('assertion', SCALARS, ALL, 'string'),
  pattern: k('assertion', SCALARS, ALL, 'string'), format: k('assertion', SCALARS, ALL, 'string'),
  formatMinimum: k('assertion', SCALARS, ALL, 'string'), formatMaximum: k('assertion', SCALARS, ALL, 'string'),
  formatExclusiveMinimum: k('assertion', SCALARS, ALL, 'string'), formatExclusiveMaximum: k('assertion', SCALARS, ALL, 'string'),
  // Combinators and conditionals.
  allOf: k('applicator', COMBINATORS), anyOf: k('applicator', COMBINATORS), oneOf: k('applicator', COMBINATORS), not: k('applicator', COMBINATORS),
  if: k('applicator', COMBINATORS), then: k('applicator', COMBINATORS), else: k('applicator', COMBINATORS),
  // Arrays.
  items: k('applicator', ARRAYS, ALL, 'array'), prefixItems: k('applicator', ARRAYS, ['2020'], 'array'),
  additionalItems: k('applicator', ARRAYS, ['07', '2019'], 'array'), unevaluatedItems: k('applicator', ARRAYS, MODERN, 'array'),
  contains: k('applicator', ARRAYS, ALL, 'array'), minContains: k('assertion', ARRAYS, MODERN, 'array'), maxContains: k('assertion', ARRAYS, MODERN, 'array'),
  minItems: k('assertion', ARRAYS, ALL, 'array'), maxItems: k('assertion', ARRAYS, ALL, 'array'), uniqueItems: k('assertion', ARRAYS, ALL, 'array'),
  // Objects.
  properties: k('applicator', OBJECTS, ALL, 'object'), patternProperties: k('applicator', OBJECTS, ALL, 'object'),
  additionalProperties: k('applicator', OBJECTS, ALL, 'object'), unevaluatedProperties: k('applicator', OBJECTS, MODERN, 'object'),
  propertyNames: k('applicator', OBJECTS, ALL, 'object'), required: k('assertion', OBJECTS, ALL, 'object'),
  minProperties: k('assertion', OBJECTS, ALL, 'object'), maxProperties: k('assertion', OBJECTS, ALL, 'object'),
  dependencies: k('applicator', DEPENDENCIES, ALL, 'object'), dependentRequired: k('assertion', DEPENDENCIES, MODERN, 'object'),
  dependentSchemas: k('applicator', DEPENDENCIES, MODERN, 'object'),
});

/** The keyword `name` in `draft`, or undefined when the draft's validator does not know it (an annotation). */
export function keywordIn(draft: Draft, name: string): Keyword | undefined {
  if (!Object.hasOwn(VOCABULARY, name)) return undefined;
  const entry = VOCABULARY[name]!;
  return entry.drafts.includes(draft) ? entry : undefined;
}

/**
 * Whether the validator of `draft` enforces `name`: an assertion or applicator of that draft, or a
 * core word no handler models (`$async`: the answer becomes a promise). The closed world asks it.
 */
export const enforced = (draft: Draft, name: string): boolean => {
  const entry = keywordIn(draft, name);
  return entry !== undefined && (entry.kind === 'assertion' || entry.kind === 'applicator' || entry.handler === null && entry.kind === 'core');
};

const filtered: Record<Draft, WeakMap<JsonObject, JsonObject>> = { '07': new WeakMap(), '2019': new WeakMap(), '2020': new WeakMap() };

/** The schema object with only the keywords of its draft: what every handler reads. */
export function draftKeywords(schema: JsonObject, draft: Draft): JsonObject {
  const known = filtered[draft].get(schema);
  if (known !== undefined) return known;
  let out: JsonObject | undefined;
  for (const name of Object.keys(schema)) {
    if (keywordIn(draft, name) !== undefined) continue;
    out ??= { ...schema };
    delete out[name];
  }
  filtered[draft].set(schema, out ?? schema);
  return out ?? schema;
}
