// ajv validators for schemas under comparison, by draft, cached per document and subschema: the
// final judge of every witness payload, and exact checks for finite value sets (enum, const).
import { Ajv as Ajv07, type ValidateFunction } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import type { JsonValue } from '../../types.js';
import { evaluationCost, MAX_EVALUATION_COST } from './evaluation-cost.js';
import type { Draft, SchemaNode } from './schema-node.js';
import { scalarAccepts } from './scalar-accepts.js';

// ajv-formats is CommonJS: depending on the loader its plugin is the module or its `default`.
const addFormats = ((formats as unknown as { default?: unknown }).default ?? formats) as unknown as typeof formats.default;

/** After this many compiled documents the instances are replaced, so a long-running service does not grow. */
export const MAX_DOCUMENTS = 1000;

interface DraftCache {
  ajv: Ajv07 | Ajv2019 | Ajv2020;
  documents: number;
  /** Document keys by identity (fast path) and by JSON text (the same schema planned again is a new object). */
  keys: WeakMap<object, string>;
  byText: Map<string, string>;
  compiled: Map<string, ValidateFunction | null>;
}

const caches = new Map<Draft, DraftCache>();
let nextKey = 0;

/** The validator of a draft, configured as capctl validates payloads: ajv-formats (formats and format limits), unknown words ignored. */
export function createAjv(draft: Draft): Ajv07 | Ajv2019 | Ajv2020 {
  // strict: false: action schemas may carry keywords ajv does not know; they then constrain nothing.
  // inlineRefs: false: a schema whose $refs fan out (a ref explosion) compiles to one function per target, not exponential code.
  const options = { strict: false, logger: false as const, allErrors: false, validateSchema: false, inlineRefs: false };
  const ajv = draft === '07' ? new Ajv07(options) : draft === '2019' ? new Ajv2019(options) : new Ajv2020(options);
  addFormats(ajv);
  return ajv;
}

function cacheFor(draft: Draft): DraftCache {
  let cache = caches.get(draft);
  if (cache === undefined || cache.documents >= MAX_DOCUMENTS) {
    cache = { ajv: createAjv(draft), documents: 0, keys: new WeakMap(), byText: new Map(), compiled: new Map() };
    caches.set(draft, cache);
  }
  return cache;
}

const fragment = (pointer: string): string => pointer.split('/').map((s) => encodeURIComponent(s)).join('/');

/** The validator of a node in its document, or undefined when ajv cannot compile the document. */
export function validatorOf(node: SchemaNode): ValidateFunction | undefined {
  const cache = cacheFor(node.doc.draft);
  const root = node.synthetic ? node.schema : node.doc.root;
  if (typeof root !== 'object' || root === null || Array.isArray(root)) {
    if (typeof root !== 'boolean' || node.pointer !== '') return undefined;
    return root ? ACCEPT_ALL : REJECT_ALL;
  }
  let key = cache.keys.get(root);
  const text = key === undefined ? JSON.stringify(root) : '';
  key ??= cache.byText.get(text);
  if (key !== undefined) cache.keys.set(root, key);
  else {
    key = `urn:capctl:compat:${nextKey++}`;
    cache.keys.set(root, key);
    cache.byText.set(text, key);
    cache.documents += 1;
    try {
      if (evaluationCost({ schema: root, doc: node.synthetic ? { root, draft: node.doc.draft } : node.doc, pointer: '' }) > MAX_EVALUATION_COST) cache.compiled.set(key, null);
      else cache.ajv.addSchema({ ...root, $id: key });
    } catch {
      cache.compiled.set(key, null);
    }
  }
  const ref = node.synthetic || node.pointer === '' ? key : `${key}#${fragment(node.pointer)}`;
  const known = cache.compiled.get(ref) ?? cache.compiled.get(key);
  if (known === null) return undefined;
  if (known !== undefined && cache.compiled.has(ref)) return known;
  try {
    const validate = cache.ajv.getSchema(ref);
    cache.compiled.set(ref, validate ?? null);
    return validate;
  } catch {
    cache.compiled.set(ref, null);
    return undefined;
  }
}

/**
 * Validators that threw once (a schema that refers to itself without consuming the payload makes
 * ajv overflow the stack): never run again, so a proof that asks many times stays fast.
 */
const broken = new WeakSet<ValidateFunction>();

const ACCEPT_ALL = Object.assign(() => true, { errors: null }) as unknown as ValidateFunction;
const REJECT_ALL = Object.assign(() => false, { errors: null }) as unknown as ValidateFunction;

/** Whether the node accepts the value; undefined when ajv cannot decide (the schema does not compile). */
export function accepts(node: SchemaNode, value: JsonValue): boolean | undefined {
  const validate = validatorOf(node);
  if (validate === undefined || broken.has(validate)) return undefined;
  try {
    const valid: unknown = validate(value);
    // `$async: true` makes the validator answer with a promise: no verdict to compare.
    if (valid instanceof Promise) {
      valid.catch(() => undefined);
      return undefined;
    }
    return valid === true;
  } catch {
    broken.add(validate);
    return undefined;
  }
}

/** The keyword that rejected the value (ajv's first error), when the node rejects it. */
export function rejectingKeyword(node: SchemaNode, value: JsonValue): string | undefined {
  const validate = validatorOf(node);
  if (validate === undefined || broken.has(validate)) return undefined;
  try {
    if (validate(value) === true) return undefined;
    return validate.errors?.[0]?.keyword;
  } catch {
    broken.add(validate);
    return undefined;
  }
}
/** `accepts`, answered without ajv when the node has only one-value keywords. */
export const judge = (node: SchemaNode, value: JsonValue): boolean | undefined => scalarAccepts(node, value) ?? accepts(node, value);
