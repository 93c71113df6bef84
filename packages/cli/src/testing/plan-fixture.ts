// Test fixtures: plans written by hand, step by step, so renderer and UI tests read like the
// plan they show and never depend on the planner.
import {
  PLAN_FORMAT_VERSION,
  type Actor,
  type ActionStep,
  type CompatibilityReason,
  type Diagnostic,
  type JsonObject,
  type JsonValue,
  type PatchOperation,
  type Plan,
  type ResourceStep,
  type Step,
} from '@capctl/core';

type ResourceKind = ResourceStep['kind'];

export interface ActionUpdate {
  readonly from: number;
  readonly to: number;
  readonly before: JsonObject;
  readonly after: JsonObject;
  readonly breaking?: readonly CompatibilityReason[];
  readonly backward?: boolean;
  readonly equalsVersion?: number;
  readonly renamedFrom?: string;
}

export class PlanBuilder {
  private readonly steps: Step[] = [];
  private unchangedCount = 0;
  private readonly diagnostics: Diagnostic[] = [];

  createAction(variant: string, schema: JsonValue, destinations: readonly string[] = []): this {
    this.steps.push({
      ...actionBase(variant, 'create', 0, 1, destinations),
      create: { schema, variant, version: 1, alias: [] },
      after: { variant, aliases: [], destinations: [...destinations], schema },
    });
    return this;
  }

  updateAction(variant: string, change: ActionUpdate): this {
    const schema = change.after['schema'] ?? null;
    this.steps.push({
      ...actionBase(variant, 'update', change.from, change.to, []),
      id: `act-${variant}`,
      update: { version: change.to, alias: [], schema },
      before: change.before,
      after: change.after,
      ...(change.breaking ? { compatibility: 'breaking' as const, reasons: change.breaking } : {}),
      ...(change.backward ? { compatibility: 'backward' as const } : {}),
      ...(change.equalsVersion === undefined ? {} : { equals_version: change.equalsVersion }),
      ...(change.renamedFrom === undefined ? {} : { renamed_from: change.renamedFrom }),
    });
    return this;
  }

  deleteAction(variant: string, version: number, before: JsonObject): this {
    this.steps.push({ ...actionBase(variant, 'delete', version, version, []), id: `act-${variant}`, before });
    return this;
  }

  createResource(kind: ResourceKind, name: string, after: JsonObject): this {
    this.steps.push({ kind, op: 'create', name, after });
    return this;
  }

  updateResource(kind: ResourceKind, name: string, before: JsonObject, after: JsonObject, patch?: readonly PatchOperation[]): this {
    this.steps.push({ kind, op: 'update', name, id: `${kind}-${name}`, before, after, ...(patch ? { patch } : {}) });
    return this;
  }

  deleteResource(kind: ResourceKind, name: string, before: JsonObject): this {
    this.steps.push({ kind, op: 'delete', name, id: `${kind}-${name}`, before });
    return this;
  }

  /** Marks the last step as changed outside capctl (its last change a direct API write). */
  drifted(fields: readonly string[], changedAt = '2026-11-24T09:30:00.000Z', by?: Actor): this {
    const last = this.steps.pop();
    if (last === undefined) throw new Error('drifted() needs a step before it');
    this.steps.push({ ...last, drift: { fields: [...fields], changed_at: changedAt, ...(by === undefined ? {} : { by }) } });
    return this;
  }

  unchanged(count: number): this {
    this.unchangedCount = count;
    return this;
  }

  error(message: string, pointer: string): this {
    this.diagnostics.push({ severity: 'error', code: 'protected_delete', message, pointer });
    return this;
  }

  build(): Plan {
    const count = (op: Step['op']): number => this.steps.filter((step) => step.op === op).length;
    const breaking = this.steps.filter((step) => step.kind === 'action' && step.compatibility === 'breaking').length;
    return {
      format_version: PLAN_FORMAT_VERSION,
      serial: 7,
      steps: [...this.steps],
      summary: { create: count('create'), update: count('update'), delete: count('delete'), unchanged: this.unchangedCount, breaking },
      diagnostics: [...this.diagnostics],
    };
  }
}

function actionBase(variant: string, op: Step['op'], from: number, to: number, destinations: readonly string[]) {
  const destination: ActionStep['destination'] =
    destinations.length === 0
      ? { by: 'default_sink', value: 'default_sink' }
      : { by: 'label', value: [...destinations].sort().join(',') };
  return { kind: 'action' as const, op, name: variant, variant, current_version: from, final_version: to, destination };
}

/** A destination as a plan's `before`/`after` holds it. */
export function destination(label: string, url: string, headers: Record<string, string> = {}): JsonObject {
  return { label, type: 'webhook', config: { url, headers } };
}

/** An object schema requiring the given properties, all strings. */
export function objectSchema(required: readonly string[], optional: readonly string[] = []): JsonObject {
  const properties: JsonObject = {};
  for (const name of [...required, ...optional].sort()) properties[name] = { type: 'string' };
  return { type: 'object', properties, required: [...required] };
}

/** The secret every masking test searches the output for. */
export const SECRET = 's3cr3t-t0ken-value';

/**
 * A plan with every kind and op: creates, updates (a breaking schema change, an honest no-op,
 * a rename, a destination with a secret header), deletes.
 */
export function everyKindPlan(): Plan {
  return new PlanBuilder()
    .createResource('metrics', 'prom', { name: 'prom', kind: 'pull_metrics', endpoint: 'https://prom.example/api' })
    .createResource('query', 'prom/p95', { name: 'p95', config: { expression: 'histogram_quantile(0.95, x)' } })
    .updateResource(
      'destination',
      'pager',
      destination('pager', 'https://old.example/hook', { Authorization: `Bearer ${SECRET}`, 'X-Team': 'ops' }),
      destination('pager', 'https://new.example/hook', { Authorization: `Bearer ${SECRET}-2`, 'X-Team': 'ops' }),
      [
        { op: 'replace', path: '/config/headers/Authorization', value: `Bearer ${SECRET}-2` },
        { op: 'replace', path: '/config/url', value: 'https://new.example/hook' },
      ],
    )
    .createAction('checkout', objectSchema(['order_id']), ['pager'])
    .updateAction('cart', {
      from: 1,
      to: 2,
      before: { variant: 'cart', schema: objectSchema(['id']) },
      after: { variant: 'cart', schema: objectSchema(['id', 'sku']) },
      breaking: [{ pointer: '/required/1', rule: 'required_added', message: 'property "sku" is now required' }],
    })
    .updateAction('refund', {
      from: 2,
      to: 3,
      before: { variant: 'refund', schema: objectSchema(['id', 'reason']) },
      after: { variant: 'refund', schema: objectSchema(['id']) },
      backward: true,
      equalsVersion: 1,
      renamedFrom: 'refunds',
    })
    .deleteAction('legacy', 4, { variant: 'legacy', schema: objectSchema([]) })
    .deleteResource('source', 'old-queue', { name: 'old-queue', type: 'cloud_sqs', config: { queue_url: 'https://sqs/q', region: 'eu-west-1' } })
    .unchanged(12)
    .build();
}
