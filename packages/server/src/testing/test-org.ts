// Test support: fresh orgs on a test server, each with its own apply key, so tests in one file
// share a server without seeing each other's state; requests go to the org's routes as its member.
import type { TestResponse, TestServer } from './test-server.js';

export interface TestOrg {
  readonly id: string;
  /** `/v1/orgs/{id}`, the prefix of every path below. */
  readonly base: string;
  readonly key: string;
  request(method: string, path: string, body?: unknown): Promise<TestResponse>;
  post(path: string, body?: unknown): Promise<TestResponse>;
  get(path: string): Promise<TestResponse>;
}

/** Makes orgs numbered from `first` up on the server `server()` returns (started in beforeAll). */
export function orgFactory(server: () => TestServer, first: number): () => Promise<TestOrg> {
  let next = first;
  return async () => {
    const id = String(next++);
    const key = await server().createKey(id, `user-${id}`);
    const base = `/v1/orgs/${id}`;
    const request = (method: string, path: string, body?: unknown) => server().request(method, base + path, body, { key });
    return { id, base, key, request, post: (path, body) => request('POST', path, body), get: (path) => request('GET', path) };
  };
}
