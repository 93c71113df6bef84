// Running the service for operators (`capctl serve`, `capctl keys create`): thin, lazy wrappers
// so that the CLI reaches the service package through this one, and loads it only when used.
import type { createApiKey, serve } from '@capctl/server';

export type ServeOptions = Parameters<typeof serve>[0];
export type CreateKeyOptions = Parameters<typeof createApiKey>[0];

/** Starts the service and resolves once it listens (it then runs until the process ends). */
export async function startService(options: ServeOptions): Promise<Awaited<ReturnType<typeof serve>>> {
  const server = await import('@capctl/server');
  return server.serve(options);
}

/** Creates an API key (and the org and user when missing) and returns it. */
export async function createServiceKey(options: CreateKeyOptions): Promise<string> {
  const server = await import('@capctl/server');
  return server.createApiKey(options);
}
