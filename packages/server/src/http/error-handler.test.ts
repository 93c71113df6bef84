// Storage errors as the client sees them: the one error handler maps each storage code to the
// envelope (503 unavailable, 409 conflict, anything else 500 internal) and never passes on the
// storage's or the driver's text; the contract names every code of the catalogue with its status.
import { SERVICE_ERROR_STATUS } from '@capctl/core';
import fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_ERROR_CODES, StorageError, type StorageErrorCode } from '../storage/storage-error.js';
import { registerErrorHandling } from './error-handler.js';
import { openApiDocument } from './openapi.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = fastify({ logger: false });
  registerErrorHandling(app);
  app.get<{ Params: { code: StorageErrorCode } }>('/fail/:code', async (request) => {
    throw new StorageError(request.params.code, 'storage detail: select secret from t', { driverCode: 'XX000', cause: new Error('driver text 10.0.0.5') });
  });
  await app.ready();
});
afterAll(() => app.close());

const EXPECTED: Readonly<Record<StorageErrorCode, readonly [number, string, RegExp]>> = {
  unavailable: [503, 'unavailable', /^the database cannot be reached right now; nothing was changed/],
  conflict: [409, 'conflict', /^this change collided with another one/],
  duplicate: [409, 'conflict', /^this change collided with another one/],
  busy: [500, 'internal', /^internal error \(request [^)]+\); the service log has the details/],
  migration_edited: [500, 'internal', /^internal error/],
  unsupported_server: [500, 'internal', /^internal error/],
};

describe('storage errors through the error handler', () => {
  it('answer each storage code with the envelope the service has always given it', async () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...STORAGE_ERROR_CODES].sort());
    for (const code of STORAGE_ERROR_CODES) {
      const response = await app.inject({ method: 'GET', url: `/fail/${code}` });
      const [status, serviceCode, message] = EXPECTED[code];
      const body = response.json() as { data: null; errors: { code: string; message: string }[] };
      expect({ code, status: response.statusCode, errors: body.errors.map((e) => e.code) }).toEqual({ code, status, errors: [serviceCode] });
      expect(body.errors[0]?.message).toMatch(message);
      expect(response.body).not.toMatch(/select|secret|XX000|10\.0\.0\.5|storage detail/);
    }
  });
});

describe('the service error catalogue', () => {
  it('is what the contract lists: every code with its status', () => {
    const description = String((openApiDocument()['info'] as { description: string }).description).replace(/\s+/g, ' ');
    const codes = Object.entries(SERVICE_ERROR_STATUS);
    expect(codes.length).toBeGreaterThan(10);
    for (const [code, status] of codes) {
      // "conflict, revision_stale, breaking_change (409)": a code is followed by its status, or by
      // other codes of the same status and then it.
      expect(description, code).toMatch(new RegExp(`\\b${code}(, [a-z_]+)* \\(${status}\\b`));
    }
  });
});
