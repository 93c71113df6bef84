// Operator notifications: created, listed newest first, acknowledged and soft-deleted by PATCH.
// A soft-deleted notification is invisible to get, list and update.
import type { Notification, NotificationBody } from '../resources.js';
import type { Db, Executor, NotificationsTable } from '../tables/database.js';
import { newId, now, parseJson, toFlag } from '../storage/rows.js';

export interface NewNotification {
  readonly variant: string;
  readonly type: string;
  readonly channel?: string;
  readonly body: NotificationBody;
}

export interface NotificationPatch {
  readonly variant?: string;
  readonly type?: string;
  readonly body?: NotificationBody;
  readonly acknowledged?: boolean;
  /** Soft-deletes the notification at this time. */
  readonly deleted_at?: string;
}

export interface NotificationRepository {
  create(orgId: string, input: NewNotification, trx?: Executor): Promise<Notification>;
  get(orgId: string, id: string): Promise<Notification | undefined>;
  list(orgId: string): Promise<Notification[]>;
  /** Undefined when not found or already soft-deleted. */
  update(orgId: string, id: string, patch: NotificationPatch): Promise<Notification | undefined>;
}

const DEFAULT_CHANNEL = 'operator';

function toNotification(row: NotificationsTable): Notification {
  const notification: Notification = {
    id: row.id,
    type: row.type,
    org_id: row.org_id,
    channel: row.channel,
    acknowledged: row.acknowledged !== 0,
    updated_at: row.updated_at,
    variant: row.variant,
    body: parseJson<NotificationBody>(row.body, { content_type: 'markdown', content: '' }),
  };
  return row.deleted_at === null ? notification : { ...notification, deleted_at: row.deleted_at };
}

export function createNotificationRepository(db: Db): NotificationRepository {
  const getIn = async (executor: Executor, orgId: string, id: string) => {
    const row = await executor.selectFrom('notifications').selectAll().where('id', '=', id).where('org_id', '=', orgId).where('deleted_at', 'is', null).executeTakeFirst();
    return row === undefined ? undefined : toNotification(row);
  };
  return {
    get: (orgId, id) => getIn(db, orgId, id),
    async list(orgId) {
      const rows = await db.selectFrom('notifications').selectAll().where('org_id', '=', orgId).where('deleted_at', 'is', null).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map(toNotification);
    },
    async create(orgId, input, trx) {
      const at = now();
      const row: NotificationsTable = {
        id: newId(),
        org_id: orgId,
        type: input.type,
        channel: input.channel ?? DEFAULT_CHANNEL,
        variant: input.variant,
        acknowledged: 0,
        body: JSON.stringify(input.body),
        created_at: at,
        updated_at: at,
        deleted_at: null,
      };
      await (trx ?? db).insertInto('notifications').values(row).execute();
      return toNotification(row);
    },
    async update(orgId, id, patch) {
      const set = {
        ...(patch.variant === undefined ? {} : { variant: patch.variant }),
        ...(patch.type === undefined ? {} : { type: patch.type }),
        ...(patch.body === undefined ? {} : { body: JSON.stringify(patch.body) }),
        ...(patch.acknowledged === undefined ? {} : { acknowledged: toFlag(patch.acknowledged) }),
        ...(patch.deleted_at === undefined ? {} : { deleted_at: patch.deleted_at }),
        updated_at: now(),
      };
      // One statement: the row is returned as written, so a PATCH costs one round trip.
      const row = await db
        .updateTable('notifications')
        .set(set)
        .where('id', '=', id)
        .where('org_id', '=', orgId)
        .where('deleted_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return row === undefined ? undefined : toNotification(row);
    },
  };
}
