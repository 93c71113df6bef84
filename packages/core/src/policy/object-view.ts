// One object of the state as it will be after the plan (the `object` of subject-shapes.ts). An
// object the plan leaves as it is keeps its state object: its managed fields (the planner's
// reading of it, kinds/) and their masking are made only when a policy reads them.
import { maskConfig } from '../plan/mask.js';
import type { Kind, StateObject } from '../kinds/kind.js';
import type { JsonObject, StepKind } from '../types.js';
import { SubjectView } from './subject-view.js';

export const OBJECT_FIELDS: readonly string[] = Object.freeze(['kind', 'name', 'address', 'id', 'protect', 'fields', 'change']);
const OBJECT_FIELD_SET: ReadonlySet<string> = new Set(OBJECT_FIELDS);

export class ObjectView extends SubjectView {
  private fieldsValue: JsonObject | undefined = undefined;
  private addressValue: string | undefined = undefined;

  constructor(
    readonly kind: StepKind,
    readonly name: string,
    readonly id: string,
    /** `create`, `update`, or `''` when the plan leaves the object as it is. */
    readonly change: '' | 'create' | 'update',
    /** A step's `after` (`from` absent), or a state object read through its kind `from`. */
    private readonly source: JsonObject | StateObject,
    private readonly from?: Kind,
  ) {
    super();
  }

  protected get fieldNames(): readonly string[] {
    return OBJECT_FIELDS;
  }

  protected get fieldSet(): ReadonlySet<string> {
    return OBJECT_FIELD_SET;
  }

  get address(): string {
    return (this.addressValue ??= `${this.kind}/${this.name}`);
  }

  private fields(): JsonObject {
    if (this.fieldsValue === undefined) {
      const fields = this.from === undefined ? (this.source as JsonObject) : this.from.current(this.source as StateObject);
      const config = fields['config'];
      this.fieldsValue = this.kind === 'destination' && typeof config === 'object' && config !== null
        ? { ...fields, config: maskConfig(config as JsonObject) }
        : fields;
    }
    return this.fieldsValue;
  }

  get(field: string): unknown {
    switch (field) {
      case 'kind': return this.kind;
      case 'name': return this.name;
      case 'address': return this.address;
      case 'id': return this.id;
      case 'protect': return this.fields()['protect'] === true;
      case 'fields': return this.fields();
      case 'change': return this.change;
      default: return undefined;
    }
  }
}
