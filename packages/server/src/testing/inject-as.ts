// Test support: one request injected into an app with a key, a JSON body when the request has one.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface InjectedRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly url: string;
  readonly payload?: unknown;
}

export function injectAs(target: { app: FastifyInstance; key: string }, request: InjectedRequest): Promise<LightMyRequestResponse> {
  const json = 'payload' in request && request.payload !== undefined;
  return target.app.inject({
    method: request.method,
    url: request.url,
    headers: { 'x-service-auth': target.key, ...(json ? { 'content-type': 'application/json' } : {}) },
    ...(json ? { payload: JSON.stringify(request.payload) } : {}),
  });
}
