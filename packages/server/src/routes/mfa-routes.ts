// MFA routes: TOTP enrolment and confirmation, code verification (TOTP or backup code) and
// backup-code regeneration (endpoint 5). All act on the caller's own devices only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope.js';
import { ServiceError } from '../http/errors.js';
import { registerOperation } from '../http/operation.js';
import { createMfaService } from '../mfa/mfa-service.js';

interface DeviceCode {
  device_id: string;
  code: string;
}

function callerId(request: FastifyRequest): string {
  if (request.auth === null) throw new ServiceError('unauthenticated', 'this operation needs an x-service-auth key');
  return request.auth.userId;
}

export async function registerMfaRoutes(app: FastifyInstance, clock?: () => Date): Promise<void> {
  const service = createMfaService({ db: app.storage.db, secretBox: app.secretBox, ...(clock === undefined ? {} : { clock }) });
  const userName = async (userId: string) => (await app.repos.accounts.userName(userId)) ?? userId;

  registerOperation<{ Body: { name: string } }>(app, 'enrolTotp', async (request) => {
    const id = callerId(request);
    return ok(await service.enrol({ id, name: await userName(id) }, request.body.name));
  });
  registerOperation<{ Body: DeviceCode }>(app, 'confirmTotp', async (request) =>
    ok(await service.confirm(callerId(request), request.body.device_id, request.body.code)),
  );
  registerOperation<{ Body: { device_id: string } }>(app, 'regenerateTotpBackupCodes', async (request) =>
    ok(await service.regenerate(callerId(request), request.body.device_id)),
  );
  // Proves the second factor after confirmation: a TOTP code (each time step once) or a backup code (once).
  registerOperation<{ Body: DeviceCode }>(app, 'verifyMfa', async (request) =>
    ok(await service.verify(callerId(request), request.body.device_id, request.body.code)),
  );
}
