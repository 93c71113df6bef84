// Running the service for operators (`capctl serve`, `capctl keys create|list|revoke`): thin,
// lazy wrappers so that the CLI reaches the service package through this one, and loads it
// only when used.
import type { ApiKeyInfo, createApiKey, IssuedKey, RevokeResult, serve } from '@capctl/server';

export type ServeOptions = Parameters<typeof serve>[0];
export type CreateKeyOptions = Parameters<typeof createApiKey>[0];
export type { ApiKeyInfo, IssuedKey, RevokeResult };

/** Starts the service and resolves once it listens (it then runs until the process ends). */
export async function startService(options: ServeOptions): Promise<Awaited<ReturnType<typeof serve>>> {
  const server = await import('@capctl/server');
  return server.serve(options);
}

/** Creates an API key (and the org and user when missing); returns its id and the key. */
export async function createServiceKey(options: CreateKeyOptions): Promise<IssuedKey> {
  const server = await import('@capctl/server');
  return server.createApiKey(options);
}

/** Every key of the database (or of one org), never the keys themselves. */
export async function listServiceKeys(options: { readonly db: string; readonly org?: string }): Promise<ApiKeyInfo[]> {
  const server = await import('@capctl/server');
  return server.listApiKeys(options);
}

export async function revokeServiceKey(options: { readonly db: string; readonly id: string }): Promise<RevokeResult> {
  const server = await import('@capctl/server');
  return server.revokeApiKey(options);
}
