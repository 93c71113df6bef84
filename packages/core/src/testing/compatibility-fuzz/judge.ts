// The fuzzer's judge: ajv per draft with the options capctl's analysis uses for its own witness
// checks (compatibility/payload-validators.ts), but compiled here, from the document as written,
// so the judge shares no code with the analysis it judges.
import { Ajv as Ajv07, type ValidateFunction } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import type { JsonValue } from '../../types.js';
import { jsonText } from './json-tree.js';
import { draftOfDocument, type Draft } from './vocabulary.js';

// ajv-formats is CommonJS: depending on the loader its plugin is the module or its `default`.
const addFormats = ((formats as unknown as { default?: unknown }).default ?? formats) as unknown as typeof formats.default;

const OPTIONS = { strict: false, logger: false as const, allErrors: false, validateSchema: false, inlineRefs: false };

function createAjv(draft: Draft): Ajv07 | Ajv2019 | Ajv2020 {
  const ajv = draft === '07' ? new Ajv07(OPTIONS) : draft === '2019' ? new Ajv2019(OPTIONS) : new Ajv2020(OPTIONS);
  addFormats(ajv);
  return ajv;
}

/** Compiled validators by document text; instances are renewed so `$id`s never collide and memory stays flat. */
export class Judge {
  private readonly compiled = new Map<string, ValidateFunction | null>();
  private readonly instances = new Map<Draft, { ajv: Ajv07 | Ajv2019 | Ajv2020; uses: number }>();

  /** A fresh ajv instance of a draft, configured as every document is compiled. */
  instance(draft: Draft): Ajv07 | Ajv2019 | Ajv2020 {
    return createAjv(draft);
  }

  /** The validator of a document, or undefined when ajv cannot compile it. */
  validator(schema: JsonValue): ValidateFunction | undefined {
    const key = jsonText(schema);
    let known = this.compiled.get(key);
    if (known === undefined) {
      known = this.compile(schema);
      if (this.compiled.size > 2000) this.compiled.clear();
      this.compiled.set(key, known);
    }
    return known ?? undefined;
  }

  private compile(schema: JsonValue): ValidateFunction | null {
    if (typeof schema === 'boolean') return Object.assign(() => schema, { errors: null }) as unknown as ValidateFunction;
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return null;
    const draft = draftOfDocument(schema);
    let slot = this.instances.get(draft);
    // A document with an `$id` registers it: it gets an instance of its own.
    const ownInstance = jsonText(schema).includes('"$id"');
    if (ownInstance || slot === undefined || slot.uses > 300) {
      slot = { ajv: createAjv(draft), uses: 0 };
      if (!ownInstance) this.instances.set(draft, slot);
    }
    slot.uses += 1;
    try {
      return slot.ajv.compile(schema);
    } catch {
      return null;
    }
  }

  /** Whether the document accepts the payload; undefined when ajv cannot compile or run it. */
  accepts(schema: JsonValue, payload: JsonValue): boolean | undefined {
    const validate = this.validator(schema);
    if (validate === undefined) return undefined;
    try {
      return validate(payload) === true;
    } catch {
      return undefined;
    }
  }
}
