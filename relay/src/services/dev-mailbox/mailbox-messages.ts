import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * What the dev mailbox shows: messages delivered to it, newest first, for one recipient or all,
 * each with the names of the files attached to it (their bytes are fetched one by one).
 */
export async function mailboxMessages(db: Db, options: { recipient?: string | undefined; limit: number }) {
  let query = db
    .selectFrom('outbox')
    .select([
      'id',
      'channel',
      'recipient',
      'subject',
      'body_text',
      'body_html',
      'status',
      'transport',
      'created_at',
      'sent_at',
    ])
    .where('status', '=', 'sent')
    .where('transport', '=', 'mailbox')
    .orderBy('id', 'desc')
    .limit(options.limit);
  if (options.recipient) query = query.where('recipient', '=', options.recipient);
  const messages = await query.execute();
  const attachments =
    messages.length === 0
      ? []
      : await db
          .selectFrom('outbox_attachments')
          .select(['id', 'outbox_id', 'filename', 'mime', sql<number>`octet_length(content)`.as('size')])
          .where(
            'outbox_id',
            'in',
            messages.map((m) => m.id),
          )
          .orderBy('id')
          .execute();
  return messages.map((message) => ({
    ...message,
    attachments: attachments
      .filter((file) => file.outbox_id === message.id)
      .map(({ id, filename, mime, size }) => ({ id, filename, mime, size: Number(size) })),
  }));
}

/** One attached file of a mail delivered to the mailbox, or undefined. */
export function mailboxAttachment(db: Db, id: number) {
  return db
    .selectFrom('outbox_attachments as a')
    .innerJoin('outbox as o', 'o.id', 'a.outbox_id')
    .select(['a.filename', 'a.mime', 'a.content'])
    .where('a.id', '=', id)
    .where('o.transport', '=', 'mailbox')
    .executeTakeFirst();
}
