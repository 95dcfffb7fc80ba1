import type { TNotification, TNotificationKind, TNotificationList } from '@talkhire/contracts';
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { NotificationsTable } from '../../db/schema-notification-center';
import { ApiError } from '../../http/api-error';

type Reader = Db | Transaction<Database>;

/** A seeker's notices, newest first, a page at a time; the total says how many pages there are. */
export async function listNotifications(
  db: Db,
  userId: number,
  query: { page: number; size: number; unread: boolean },
): Promise<TNotificationList> {
  let base = db.selectFrom('notifications').where('user_id', '=', userId);
  if (query.unread) base = base.where('read_at', 'is', null);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const count = Number(total.n);
  return {
    notifications: rows.map(notificationOf),
    total: count,
    page: query.page,
    has_more: query.page * query.size < count,
  };
}

export async function countUnread(db: Reader, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks one of the seeker's notices read; someone else's is not found, as one that never was. */
export async function markNotificationRead(
  db: Db,
  userId: number,
  id: number,
): Promise<{ marked: number; unread: number }> {
  const row = await db
    .selectFrom('notifications')
    .select(['id', 'read_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw ApiError.notFound();
  let marked = 0;
  if (row.read_at === null) {
    const result = await db
      .updateTable('notifications')
      .set({ read_at: new Date() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    marked = Number(result.numUpdatedRows);
  }
  return { marked, unread: await countUnread(db, userId) };
}

export async function markAllNotificationsRead(
  db: Db,
  userId: number,
): Promise<{ marked: number; unread: number }> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return { marked: Number(result.numUpdatedRows), unread: await countUnread(db, userId) };
}

function notificationOf(row: Selectable<NotificationsTable>): TNotification {
  return {
    id: row.id,
    kind: row.kind as TNotificationKind,
    chat_id: row.chat_id,
    interview_id: row.interview_id,
    offer_id: row.offer_id,
    job_id: row.job_id,
    alert_id: row.alert_id,
    data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data,
    created_at: new Date(row.created_at).toISOString(),
    read_at: row.read_at === null ? null : new Date(row.read_at).toISOString(),
  };
}
