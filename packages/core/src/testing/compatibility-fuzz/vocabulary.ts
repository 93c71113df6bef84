// Every keyword the fuzzer's grammar writes, with the drafts that define it and the kind of
// payload it constrains: the three drafts' vocabularies plus ajv-formats' and OpenAPI's words.
export type Draft = '07' | '2019' | '2020';
export const DRAFTS: readonly Draft[] = ['07', '2019', '2020'];

export const SCHEMA_URIS: Readonly<Record<Draft, string>> = {
  '07': 'http://json-schema.org/draft-07/schema#',
  '2019': 'https://json-schema.org/draft/2019-09/schema',
  '2020': 'https://json-schema.org/draft/2020-12/schema',
};

/** The draft ajv would use for a document, as capctl picks it from `$schema`. */
export function draftOfDocument(root: unknown): Draft {
  const declared = typeof root === 'object' && root !== null && !Array.isArray(root) && typeof (root as Record<string, unknown>)['$schema'] === 'string'
    ? (root as Record<string, string>)['$schema'] as string : '';
  if (/draft-0[4-7]/.test(declared)) return '07';
  if (declared.includes('2019-09')) return '2019';
  return '2020';
}

/** What kind of payload a keyword is about; `any` keywords apply to every type. */
export type Theme = 'string' | 'number' | 'object' | 'array' | 'any';

const ALL: readonly Draft[] = DRAFTS;
const LATER: readonly Draft[] = ['2019', '2020'];

/** keyword → [drafts that define it, theme]. Annotations are listed too: changing them must stay proven. */
export const KEYWORDS: Readonly<Record<string, readonly [readonly Draft[], Theme]>> = {
  type: [ALL, 'any'], enum: [ALL, 'any'], const: [ALL, 'any'],
  multipleOf: [ALL, 'number'], minimum: [ALL, 'number'], maximum: [ALL, 'number'],
  exclusiveMinimum: [ALL, 'number'], exclusiveMaximum: [ALL, 'number'],
  minLength: [ALL, 'string'], maxLength: [ALL, 'string'], pattern: [ALL, 'string'], format: [ALL, 'string'],
  formatMinimum: [ALL, 'string'], formatMaximum: [ALL, 'string'], formatExclusiveMinimum: [ALL, 'string'], formatExclusiveMaximum: [ALL, 'string'],
  contentEncoding: [ALL, 'string'], contentMediaType: [ALL, 'string'], contentSchema: [LATER, 'string'],
  properties: [ALL, 'object'], patternProperties: [ALL, 'object'], additionalProperties: [ALL, 'object'],
  propertyNames: [ALL, 'object'], required: [ALL, 'object'], minProperties: [ALL, 'object'], maxProperties: [ALL, 'object'],
  dependencies: [['07'], 'object'], dependentRequired: [LATER, 'object'], dependentSchemas: [LATER, 'object'],
  unevaluatedProperties: [LATER, 'object'],
  items: [ALL, 'array'], additionalItems: [['07', '2019'], 'array'], prefixItems: [['2020'], 'array'],
  contains: [ALL, 'array'], minContains: [LATER, 'array'], maxContains: [LATER, 'array'],
  minItems: [ALL, 'array'], maxItems: [ALL, 'array'], uniqueItems: [ALL, 'array'], unevaluatedItems: [LATER, 'array'],
  allOf: [ALL, 'any'], anyOf: [ALL, 'any'], oneOf: [ALL, 'any'], not: [ALL, 'any'], if: [ALL, 'any'],
  $ref: [ALL, 'any'], $anchor: [LATER, 'any'], $dynamicRef: [['2020'], 'any'], $dynamicAnchor: [['2020'], 'any'],
  $recursiveRef: [['2019'], 'any'], $recursiveAnchor: [['2019'], 'any'], $id: [ALL, 'any'],
  nullable: [ALL, 'any'],
  title: [ALL, 'any'], description: [ALL, 'any'], default: [ALL, 'any'], examples: [ALL, 'any'], deprecated: [LATER, 'any'],
  readOnly: [ALL, 'any'], writeOnly: [ALL, 'any'], $comment: [ALL, 'any'], discriminator: [[], 'object'], 'x-note': [[], 'any'], id: [[], 'any'],
};

/** Keywords whose value is one subschema. */
export const SINGLE_SCHEMA = ['additionalProperties', 'propertyNames', 'unevaluatedProperties', 'additionalItems', 'contains',
  'unevaluatedItems', 'not', 'if', 'then', 'else', 'contentSchema'] as const;
/** Keywords whose value maps names to subschemas. */
export const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'dependencies'] as const;
/** Keywords whose value is a list of subschemas (`items` also, in its tuple form). */
export const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'] as const;
