// A destination changed through the API must still be one a definition may hold: otherwise
// `capctl export` writes a definition that no longer plans. The merged result of a PATCH is
// checked with core's definition rules, as the destination of a one-object definition.
import { validateDefinition } from '@capctl/core';
import { invalidField } from '../http/errors.js';
import type { WebhookConfig } from '../resources.js';

const PREFIX = '/resources/destinations/0';

/** Throws a 400 naming the first problem (its pointer within the destination) when there is one. */
export function assertDefinableDestination(label: string, type: string, config: WebhookConfig): void {
  const diagnostics = validateDefinition({ resources: { destinations: [{ label, type, config }] } });
  const first = diagnostics.find((d) => d.severity === 'error');
  if (first === undefined) return;
  const pointer = first.pointer.startsWith(PREFIX) ? first.pointer.slice(PREFIX.length) || '/' : first.pointer;
  throw invalidField(pointer, `${first.message}; a definition could not hold this destination`);
}
