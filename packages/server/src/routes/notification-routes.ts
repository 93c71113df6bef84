// Notifications: create, list, and PATCH (acknowledge, edit, soft-delete with deleted_at).
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import type { NewNotification, NotificationPatch } from '../notifications/notification-repository.js';
import { registerOperation, type OrgItemParams, type OrgParams } from '../http/operation.js';

export function registerNotificationRoutes(app: FastifyInstance): void {
  const repo = app.repos.notifications;
  registerOperation<{ Params: OrgParams; Body: NewNotification }>(app, 'createNotification', async (request) =>
    ok(await repo.create(request.params.org_id, request.body)),
  );
  registerOperation<{ Params: OrgParams }>(app, 'listNotifications', async (request) => ok(await repo.list(request.params.org_id)));
  registerOperation<{ Params: OrgItemParams; Body: NotificationPatch }>(app, 'patchNotification', async (request) => {
    const notification = await repo.update(request.params.org_id, request.params.id, request.body);
    if (!notification) throw notFound('notification', request.params.id);
    return ok(notification);
  });
}
