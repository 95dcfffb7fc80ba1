import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendChatMessage } from '../../services/chat/send-chat-messages';
import { chatLogOf } from '../../testing/chat-logs';
import { type Db, migrateTo, migrateToLatest, openDatabase } from '../database';

let db: Db;
let seeker: number;
let boss: number;
let chatId: number;
const messages: number[] = [];

/**
 * A chat as the per-member logs held it: three messages (the third an interview card), an
 * invitation announced and then accepted, the Boss's read mark, the seeker's pin and one message
 * the seeker deleted for themselves, and the Boss's deletion of the chat after the first message.
 */
beforeAll(async () => {
  db = await freshDatabase();
  await migrateTo(db, '2026-11-28-f-edition-text-index');
  const old = db as unknown as Kysely<unknown>;
  const user = async (email: string) =>
    (
      await sql<{ id: number }>`insert into users (email, first_name, last_name, country_id)
        values (${email}, 'A', 'B', 167) returning id`.execute(old)
    ).rows[0]!.id;
  seeker = await user('seeker@example.com');
  boss = await user('boss@example.com');
  const company = (
    await sql<{ id: number }>`insert into companies (edition_id, name, legal_name, industry_id,
      company_size_id, financing_stage_id, description, logo_color)
      values (167, 'Acme', 'Acme Ltd', 1, 1, 1, 'd', '#000') returning id`.execute(old)
  ).rows[0]!.id;
  const recruiter = (
    await sql<{ id: number }>`insert into recruiters (company_id, user_id, first_name, last_name,
      job_title, last_active_at, response_rate) values (${company}, ${boss}, 'R', 'S', 'HR', now(), 90)
      returning id`.execute(old)
  ).rows[0]!.id;
  chatId = (
    await sql<{ id: number }>`insert into chats (jobseeker_id, recruiter_id, recruiter_user_id, company_id,
      last_chat_seq, recruiter_read_seq) values (${seeker}, ${recruiter}, ${boss}, ${company}, 3, 3)
      returning id`.execute(old)
  ).rows[0]!.id;
  const bodies = [
    [seeker, { kind: 'text', text: 'Hello' }],
    [boss, { kind: 'text', text: 'Hi there' }],
    [boss, { kind: 'interview', interview_id: 7 }],
  ] as const;
  for (const [n, [sender, body]] of bodies.entries()) {
    const { rows } = await sql<{ id: number }>`insert into chat_messages (chat_id, chat_seq, sender_user_id,
      client_id, sender_seq, kind, body) values (${chatId}, ${n + 1}, ${sender}, ${randomUUID()}, ${n + 2},
      ${body.kind}, ${JSON.stringify(body)}) returning id`.execute(old);
    messages.push(rows[0]!.id);
  }
  const message = (n: number) => ({
    type: 'message',
    message: { id: messages[n], chat_id: chatId, chat_seq: n + 1, body: bodies[n]![1] },
  });
  const invited = { type: 'interview', interview: { id: 7, chat_id: chatId, status: 'invited' } };
  const accepted = { type: 'interview', interview: { id: 7, chat_id: chatId, status: 'accepted' } };
  const read = { type: 'read', chat_id: chatId, reader_user_id: boss, up_to_seq: 3 };
  const logs = {
    [seeker]: [
      { type: 'chat', chat: { id: chatId } },
      message(0),
      { type: 'hidden', chat_id: chatId, message_id: messages[1] },
      invited,
      message(2),
      read,
      { type: 'hidden', chat_id: chatId, message_id: messages[1] },
      { type: 'chat_state', state: { chat_id: chatId, pinned: true } },
      accepted,
    ],
    [boss]: [
      { type: 'chat', chat: { id: chatId } },
      { type: 'hidden', chat_id: chatId, message_id: messages[0] },
      message(1),
      { type: 'cleared', chat_id: chatId, up_to_seq: 1 },
      invited,
      message(2),
      read,
      accepted,
    ],
  };
  for (const [userId, events] of Object.entries(logs)) {
    for (const [n, event] of events.entries()) {
      await sql`insert into chat_events (user_id, seq, event) values (${Number(userId)}, ${n + 1},
        ${JSON.stringify(event)})`.execute(old);
    }
    await sql`insert into chat_event_seqs (user_id, last_seq) values (${Number(userId)}, ${events.length})`.execute(
      old,
    );
  }
  await sql`insert into chat_member_states (chat_id, user_id, pinned) values (${chatId}, ${seeker}, true)`.execute(
    old,
  );
  await sql`insert into chat_member_states (chat_id, user_id, deleted, cleared_up_to)
    values (${chatId}, ${boss}, true, 1)`.execute(old);
  await migrateToLatest(db);
});

afterAll(async () => {
  await db.destroy();
  await dropFresh?.();
});

let dropFresh: (() => Promise<void>) | undefined;

/** An empty database: PGlite in memory, or on the services suite a new PostgreSQL database. */
async function freshDatabase(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ dataDir: 'memory' });
  const name = `talkhire_chat_logs_migration_${process.pid}`;
  const admin = await openDatabase({ url });
  await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
  await sql`create database ${sql.id(name)}`.execute(admin);
  dropFresh = async () => {
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
    await admin.destroy();
  };
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return openDatabase({ url: fresh.toString() });
}

const logOf = async (userId: number) =>
  (await chatLogOf(db, chatId, userId)).map(({ seq, event }) => [
    seq,
    event && (event.type === 'message' ? `message ${event.message.chat_seq}` : event.type),
  ]);

describe('migration g: one log per chat', () => {
  it("writes each chat's log once: the chat, each record's latest state, the messages, read marks and each member's own state", async () => {
    const rows = await db
      .selectFrom('chat_events')
      .selectAll()
      .where('chat_id', '=', chatId)
      .orderBy('seq')
      .execute();
    expect(rows.map((r) => [r.seq, r.event.type, r.audience_user_id])).toEqual([
      [1, 'chat', null],
      [2, 'interview', null],
      [6, 'read', null],
      [7, 'cleared', boss],
      [8, 'chat_state', seeker],
      [9, 'chat_state', boss],
    ]);
    expect(rows[1]!.event).toMatchObject({ interview: { status: 'accepted' } });
    expect(rows[0]!.event).toMatchObject({
      chat: { id: chatId, jobseeker_id: seeker, recruiter_user_id: boss },
    });
    const placed = await db
      .selectFrom('chat_messages')
      .select(['id', 'event_seq'])
      .orderBy('chat_seq')
      .execute();
    expect(placed.map((m) => m.event_seq)).toEqual([3, 4, 5]);
    const chat = await db
      .selectFrom('chats')
      .select('last_event_seq')
      .where('id', '=', chatId)
      .executeTakeFirst();
    expect(chat?.last_event_seq).toBe(9);
  });

  it('keeps what each member deleted out of their own replay only', async () => {
    expect(await db.selectFrom('chat_hidden_messages').selectAll().execute()).toEqual([
      { user_id: seeker, message_id: messages[1] },
    ]);
    expect(await logOf(seeker)).toEqual([
      [1, 'chat'],
      [2, 'interview'],
      [3, 'message 1'],
      [4, null],
      [5, 'message 3'],
      [6, 'read'],
      [7, null],
      [8, 'chat_state'],
      [9, null],
    ]);
    expect(await logOf(boss)).toEqual([
      [1, 'chat'],
      [2, 'interview'],
      [3, null],
      [4, 'message 2'],
      [5, 'message 3'],
      [6, 'read'],
      [7, 'cleared'],
      [8, null],
      [9, 'chat_state'],
    ]);
  });

  it('drops the per-member logs and their counters, and the next message takes the next position', async () => {
    const { rows } = await sql<{ table_name: string }>`select table_name from information_schema.tables
      where table_name in ('chat_event_seqs', 'chat_member_logs')`.execute(db);
    expect(rows).toEqual([]);
    const { ack } = await sendChatMessage(db, {
      senderUserId: seeker,
      clientId: randomUUID(),
      chatId,
      body: { kind: 'text', text: 'After the move' },
    });
    expect(ack.seq).toBe(10);
    expect((await logOf(boss)).at(-1)).toEqual([10, 'message 4']);
  });
});
