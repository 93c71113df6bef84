// Test fixtures for the state adapters: the actions and webhooks their definitions are built
// from (with core's aDefinition), and a temp directory per test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ActionDefinition, DestinationDefinition } from '@capctl/core';
import type { PlannedRevision, Revision } from '../state-adapter.js';

export const SECRET_TOKEN = 'tok-9d2f61c0a7e44b1b';

/** An action whose payload needs the `required` properties (of id and size), sent to `destinations`. */
export function action(variant: string, required: readonly string[] = ['id'], destinations: readonly string[] = []): ActionDefinition {
  return {
    variant,
    destinations: [...destinations],
    schema: { type: 'object', required: [...required], properties: { id: { type: 'string' }, size: { type: 'integer' } } },
  };
}

/** A webhook with these headers and response-time SLA. */
export function webhook(label: string, headers: Record<string, string> = {}, slaMs = 1000): DestinationDefinition {
  return { label, type: 'webhook', config: { url: `https://hooks.example.com/${label}`, headers, response_time_sla_ms: slaMs } };
}

export function tempDir(prefix: string): { readonly dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The stored revision of a plan that changes something; fails the test when nothing was stored. */
export async function stored(planned: Promise<PlannedRevision>): Promise<Revision> {
  const revision = await planned;
  if (revision.id === null) throw new Error('the plan has no changes, so no revision was stored');
  return revision;
}
