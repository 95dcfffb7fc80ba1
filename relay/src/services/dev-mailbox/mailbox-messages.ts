import type { Db } from '../../db/database';

/** What the dev mailbox shows: messages delivered to it, newest first, for one recipient or all. */
export function mailboxMessages(db: Db, options: { recipient?: string | undefined; limit: number }) {
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
  return query.execute();
}
