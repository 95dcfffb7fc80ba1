import { type Kysely, sql } from 'kysely';

/**
 * 2026-11-26: the seeker's account settings (spec §2 tabs Account Settings, Greeting Messages,
 * Notifications, Settings). One row per seeker who changed anything (absent = the defaults);
 * `email_tips` null = follow the newsletter consent given at sign-up. Greeting messages, one of
 * them the default (a partial unique index keeps it to one). `chat_mail_notices` remembers up to
 * which message of a chat the seeker was told about unread messages by mail or SMS, so a notice is
 * sent once however many relays run the task.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('profile_visibility', 'text', (c) =>
      c.notNull().defaultTo('visible').check(sql`profile_visibility in ('visible', 'hidden')`),
    )
    .addColumn('greeting_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('email_chat', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('email_system', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('email_tips', 'boolean')
    .addColumn('sms_chat', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sms_system', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('language', 'text')
    .addColumn('edition_id', 'integer')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('greeting_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index greeting_messages_user_idx on greeting_messages (user_id, id)`.execute(db);
  await sql`create unique index greeting_messages_default_idx on greeting_messages (user_id) where is_default`.execute(
    db,
  );

  await db.schema
    .createTable('chat_mail_notices')
    .addColumn('chat_id', 'integer', (c) => c.primaryKey().references('chats.id').onDelete('cascade'))
    .addColumn('notified_seq', 'integer', (c) => c.notNull())
    .addColumn('notified_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['chat_mail_notices', 'greeting_messages', 'user_settings']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
