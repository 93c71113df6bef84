// The stored versions of an action's schema: list them, get one. Org isolation and auth come
// from the routes' org parameter and the auth hook, as for every operation.
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { registerOperation, type OrgParams } from '../http/operation.js';
import type { ActionRef, ActionVersionRepository } from './action-version-repository.js';

interface VariantParams extends OrgParams {
  variant: string;
}

async function actionOf(repo: ActionVersionRepository, params: VariantParams): Promise<ActionRef> {
  const action = await repo.findAction(params.org_id, params.variant);
  if (action === undefined) throw notFound('action', params.variant);
  return action;
}

export function registerActionVersionRoutes(app: FastifyInstance): void {
  const repo = app.repos.actionVersions;
  registerOperation<{ Params: VariantParams }>(app, 'listActionVersions', async (request) => {
    const action = await actionOf(repo, request.params);
    return ok({ action_id: action.id, variant: action.variant, items: await repo.list(action.id) });
  });
  registerOperation<{ Params: VariantParams & { version: string } }>(app, 'getActionVersion', async (request) => {
    const action = await actionOf(repo, request.params);
    const found = await repo.get(action.id, Number(request.params.version));
    if (found === undefined) throw notFound(`action ${action.variant} version`, request.params.version);
    return ok(found);
  });
}
