// Explains credential references in the definition's terms: a step whose object holds a
// credential gets `credential` with the labels before and after, so that no renderer shows raw ids.
import type { CredentialRef, JsonObject, Step } from '../types.js';

function credentialId(fields: JsonObject | undefined): string | undefined {
  const id = fields?.['credential_id'];
  return typeof id === 'string' ? id : undefined;
}

/** Steps with `credential: {before?, after?}` labels (the id itself when no credential has it). */
export function withCredentialLabels(steps: readonly Step[], credentials: readonly CredentialRef[]): Step[] {
  const labels = new Map(credentials.map((c) => [c.id, c.label]));
  const label = (id: string) => labels.get(id) ?? id;
  return steps.map((step) => {
    const before = step.op === 'create' ? undefined : credentialId(step.before);
    const after = step.op === 'delete' ? undefined : credentialId(step.after);
    if (before === undefined && after === undefined) return step;
    return {
      ...step,
      credential: { ...(before === undefined ? {} : { before: label(before) }), ...(after === undefined ? {} : { after: label(after) }) },
    };
  });
}
