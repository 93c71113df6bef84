// One step of a plan as policies see it (the `step` of subject-shapes.ts): scalars read from the
// step on each read, the rest (masked `before`/`after`, lists, versions) made on first read.
import { maskStep } from '../plan/mask.js';
import type { ActionStep, JsonObject, Step } from '../types.js';
import { SubjectView } from './subject-view.js';

const EMPTY: JsonObject = Object.freeze({});

export const STEP_FIELDS: readonly string[] = Object.freeze([
  'kind', 'op', 'name', 'address', 'id', 'before', 'after', 'changed_fields', 'renamed_from', 'drift', 'protect',
  'current_version', 'final_version', 'mode', 'breaking', 'weakened_mode',
]);
const STEP_FIELD_SET: ReadonlySet<string> = new Set(STEP_FIELDS);

export class StepView extends SubjectView {
  private addressValue: string | undefined = undefined;
  /** Secrets masked (destinations), so a message cannot quote one: made when `before` or `after` is read. */
  private masked: Step | undefined = undefined;
  private changedFields: readonly string[] | undefined = undefined;
  private currentVersion: bigint | undefined = undefined;
  private finalVersion: bigint | undefined = undefined;
  private weakenedMode: { readonly from: string; readonly to: string } | undefined = undefined;

  constructor(private readonly step: Step) {
    super();
  }

  protected get fieldNames(): readonly string[] {
    return STEP_FIELDS;
  }

  protected get fieldSet(): ReadonlySet<string> {
    return STEP_FIELD_SET;
  }

  get address(): string {
    return (this.addressValue ??= `${this.step.kind}/${this.step.name}`);
  }

  private action(): ActionStep | undefined {
    return this.step.kind === 'action' ? (this.step as ActionStep) : undefined;
  }

  private maskedStep(): Step {
    return (this.masked ??= this.step.kind === 'destination' ? maskStep(this.step) : this.step);
  }

  get(field: string): unknown {
    const step = this.step;
    switch (field) {
      case 'kind': return step.kind;
      case 'op': return step.op;
      case 'name': return step.name;
      case 'address': return this.address;
      case 'id': return step.id ?? '';
      case 'before': return this.maskedStep().before ?? EMPTY;
      case 'after': return this.maskedStep().after ?? EMPTY;
      case 'changed_fields': return (this.changedFields ??= step.op === 'update' ? (step.patch ?? []).map((p) => p.path) : []);
      case 'renamed_from': return step.renamed_from ?? '';
      case 'drift': return step.drift !== undefined;
      // Masking changes header values only, so the step's own fields say the same.
      case 'protect': return (step.after ?? step.before ?? EMPTY)['protect'] === true;
      case 'current_version': return (this.currentVersion ??= BigInt(this.action()?.current_version ?? 0));
      case 'final_version': return (this.finalVersion ??= BigInt(this.action()?.final_version ?? 0));
      case 'mode': return this.action()?.mode ?? '';
      case 'breaking': return this.action()?.compatibility === 'breaking';
      case 'weakened_mode': {
        const weakened = this.action()?.weakened_mode;
        return (this.weakenedMode ??= { from: weakened?.from ?? '', to: weakened?.to ?? '' });
      }
      default: return undefined;
    }
  }
}
