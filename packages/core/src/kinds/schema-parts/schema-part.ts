// What a kind contributes to the published JSON Schemas and to openapi.yaml: written once here,
// per kind (one file each), and spread into schemas/ by `npm run generate:schemas`.
import type { JsonObject } from '../../types.js';

/** A kind's parts of every schema that describes it. */
export interface KindSchemaPart {
  /** definition.schema.json. */
  readonly definition: {
    /** The description of the kind's definition list; absent for a kind written inside another's items (queries). */
    readonly list?: string;
    /** One item of the list: `$defs/<kind>`. */
    readonly item: JsonObject;
  };
  /**
   * state.schema.json `$defs/<kind>`: the properties of the kind's own fields, in the order the
   * schema lists them. `id`, `protect`, `deleted_at`, `drift` and `last_change` are every kind's
   * (common.ts); `required` is the kind module's field list, so a field cannot be left out.
   */
  readonly state: JsonObject;
  /** plan.schema.json `$defs/<kind>Step`: what a step of the kind carries besides the common fields. */
  readonly planStep?: JsonObject;
  /** openapi.yaml: `<Kind>Definition`, and the properties of `<Kind>State` (as `state` above). */
  readonly openapi: {
    readonly definition: JsonObject;
    readonly state: JsonObject;
  };
}
