import { randomUUID } from 'node:crypto';
import type { TChatStoredBody } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Tables whose rows a Boss still needs after the seeker left: the chats and their messages, and
 * the interviews and offers made in them. Their rows stay; the seeker's part is anonymised (the
 * users row becomes 'Deleted user', what the seeker wrote in the chats is recalled).
 */
export const keptForTheOtherSide: ReadonlySet<string> = new Set([
  'chats',
  'chat_messages',
  'interviews',
  'offers',
]);

/** Cards stand for a record of both sides (an invitation, an offer, an exchange): they stay. */
const sharedCardKinds = ['interview', 'offer', 'exchange'];

/** Columns holding a key of the file storage, by the naming the migrations keep to. */
const fileColumn = /(^|_)(storage|cover|attachment|file)_key$/;

export interface RemovedData {
  /** Rows removed, by table; rows anonymised in place are counted under `anonymised`. */
  removed: Record<string, number>;
  anonymised: Record<string, number>;
  /** Keys of stored files whose rows went: delete them once the transaction has committed. */
  fileKeys: string[];
}

/**
 * Removes or anonymises everything of one seeker, inside the caller's transaction. Every table
 * with a foreign key to users is found in the catalogue, so a table added later is covered
 * without being listed here: rows of a key that sets null on delete (views, reports, searches)
 * keep their count-only facts and lose the seeker; all other rows go, except in the tables the
 * other side keeps. The users row itself stays as a tombstone (see migration y).
 */
export async function removePersonalData(trx: Db, userId: number): Promise<RemovedData> {
  const result: RemovedData = { removed: {}, anonymised: {}, fileKeys: [] };
  await recallChatMessages(trx, userId, result);

  for (const reference of await referencesToUsers(trx)) {
    const { table, column } = reference;
    if (table === 'users' || keptForTheOtherSide.has(table)) continue;
    if (reference.onDelete === 'n') {
      const rows =
        await sql`update ${sql.table(table)} set ${sql.ref(column)} = null where ${sql.ref(column)} = ${userId}`.execute(
          trx,
        );
      count(result.anonymised, table, rows.numAffectedRows);
      continue;
    }
    for (const fileColumnName of await fileColumnsOf(trx, table)) {
      const keys = await sql<{
        key: string | null;
      }>`select ${sql.ref(fileColumnName)} as key from ${sql.table(table)} where ${sql.ref(column)} = ${userId}`.execute(
        trx,
      );
      for (const row of keys.rows) if (row.key) result.fileKeys.push(row.key);
    }
    const rows = await sql`delete from ${sql.table(table)} where ${sql.ref(column)} = ${userId}`.execute(trx);
    count(result.removed, table, rows.numAffectedRows);
  }

  // Codes name their account in text (no foreign key): pending ones of this account go too.
  await trx
    .deleteFrom('one_time_codes')
    .where((eb) => eb.or([eb('subject', '=', String(userId)), eb('subject', 'like', `${userId}:%`)]))
    .execute();

  await anonymiseUser(trx, userId);
  count(result.anonymised, 'users', 1n);
  return result;
}

/**
 * What the seeker wrote stays out of the Boss's chats: their messages become 'message recalled'.
 * The chat logs replay messages from these rows, so a new browser of the Boss sees the tombstones.
 */
async function recallChatMessages(trx: Db, userId: number, result: RemovedData): Promise<void> {
  const tombstone = JSON.stringify({ kind: 'recalled' } satisfies TChatStoredBody);
  const recalled = await trx
    .updateTable('chat_messages')
    .set({ body: tombstone, recalled_at: sql`coalesce(recalled_at, now())` })
    .where('sender_user_id', '=', userId)
    .where(sql<boolean>`kind not in (${sql.join(sharedCardKinds)})`)
    .execute();
  count(result.anonymised, 'chat_messages', recalled[0]?.numUpdatedRows ?? 0n);
}

/**
 * The tombstone: no email, phone, password or profile is left, and the address is free to sign up
 * again. Every optional column is emptied, so a column added later holds nothing of the seeker either.
 */
async function anonymiseUser(trx: Db, userId: number): Promise<void> {
  const optional = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = 'users' and is_nullable = 'YES'
      and column_name not in ('suspended_at', 'deleted_at')
  `.execute(trx);
  if (optional.rows.length > 0) {
    const cleared = sql.join(optional.rows.map((row) => sql`${sql.ref(row.column_name)} = null`));
    await sql`update users set ${cleared} where id = ${userId}`.execute(trx);
  }
  const now = new Date();
  await trx
    .updateTable('users')
    .set({
      email: `deleted-${userId}-${randomUUID()}@deleted.invalid`,
      first_name: 'Deleted',
      last_name: 'user',
      is_email_verify: false,
      is_mobile_verified: false,
      is_profile_completed: false,
      // No sign-in path can find the tombstone; should one ever reach it, it is refused there.
      suspended_at: now,
      deleted_at: now,
    })
    .where('id', '=', userId)
    .execute();
}

interface Reference {
  table: string;
  column: string;
  /** pg_constraint.confdeltype: 'c' cascade, 'n' set null, 'a' no action, 'r' restrict, 'd' default. */
  onDelete: string;
}

async function referencesToUsers(trx: Db): Promise<Reference[]> {
  const rows = await sql<Reference>`
    select cl.relname as "table", a.attname as "column", c.confdeltype as "onDelete"
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = 'users'::regclass and cardinality(c.conkey) = 1
    order by cl.relname, a.attname
  `.execute(trx);
  return rows.rows;
}

async function fileColumnsOf(trx: Db, table: string): Promise<string[]> {
  const rows = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and data_type = 'text'
  `.execute(trx);
  return rows.rows.map((row) => row.column_name).filter((name) => fileColumn.test(name));
}

function count(into: Record<string, number>, table: string, rows: bigint | number | undefined): void {
  const n = Number(rows ?? 0);
  if (n > 0) into[table] = (into[table] ?? 0) + n;
}
