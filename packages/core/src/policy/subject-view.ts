// A subject of policies (a step, an object of the state after the plan) as a record whose fields
// are worked out when first read: most policies read two or three scalar fields of most subjects,
// so masking, lists and BigInts are made only for the subjects whose policies reach them.
import { celMap } from '@bufbuild/cel';
import { JsonMap } from './json-view.js';

/** The fields of one subject: read natively (`get`), or as a CEL map for the library (`cel`). */
export abstract class SubjectView {
  private celValue: unknown = undefined;

  /** `kind/name`: the subject of results and errors. */
  abstract readonly address: string;
  /** The subject's field names, in the order the library iterates them (subject-shapes.ts). */
  protected abstract get fieldNames(): readonly string[];
  protected abstract get fieldSet(): ReadonlySet<string>;

  /**
   * The field as plain JSON, the same value on every read (a list or map is made once and
   * kept), or undefined when the subject has no such field.
   */
  abstract get(field: string): unknown;

  has(field: string): boolean {
    return this.fieldSet.has(field);
  }

  /** The subject as a CEL map of the same values, made when the library first evaluates a policy on it. */
  cel(): unknown {
    this.celValue ??= celMap(new JsonMap(this.fieldNames.map((f) => [f, this.get(f)])) as never);
    return this.celValue;
  }
}
