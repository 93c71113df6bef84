// Test fixtures for the state adapters: small definitions that read like the change they make,
// and a temp directory per test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ActionDefinition, Definition, DestinationDefinition } from '@capctl/core';

export const SECRET_TOKEN = 'tok-9d2f61c0a7e44b1b';

export class DefinitionBuilder {
  private readonly actions: ActionDefinition[] = [];
  private readonly destinations: DestinationDefinition[] = [];

  withAction(variant: string, required: readonly string[] = ['id'], destinations: readonly string[] = []): this {
    this.actions.push({
      variant,
      destinations: [...destinations],
      schema: { type: 'object', required: [...required], properties: { id: { type: 'string' }, size: { type: 'integer' } } },
    });
    return this;
  }

  withWebhook(label: string, headers: Record<string, string> = {}, slaMs = 1000): this {
    this.destinations.push({
      label,
      type: 'webhook',
      config: { url: `https://hooks.example.com/${label}`, headers, response_time_sla_ms: slaMs },
    });
    return this;
  }

  build(): Definition {
    return { actions: [...this.actions], resources: { destinations: [...this.destinations] } };
  }
}

export const aDefinition = () => new DefinitionBuilder();

export function tempDir(prefix: string): { readonly dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
