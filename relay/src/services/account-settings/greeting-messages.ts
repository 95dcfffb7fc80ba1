import {
  containsContactInfo,
  errorCodes,
  greetingMessageLimits,
  type TGreetingMessage,
} from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { lockUser } from '../../db/lock-user';
import { ApiError } from '../../http/api-error';

/** The seeker's greeting messages, oldest first. */
export async function listGreetingMessages(db: Db, userId: number): Promise<TGreetingMessage[]> {
  const rows = await db
    .selectFrom('greeting_messages')
    .select(['id', 'text', 'is_default', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map(toGreeting);
}

/** Spec §9: at most 10 (41343); spec §5: no contact information (41344). The first is the default. */
export async function addGreetingMessage(db: Db, userId: number, text: string): Promise<TGreetingMessage> {
  const checked = withoutContactInfo(text);
  const row = await db.transaction().execute(async (trx) => {
    // The seeker's row lock makes count-then-insert one step: two creates at once cannot make 11.
    await lockUser(trx, userId);
    const { n } = await trx
      .selectFrom('greeting_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= greetingMessageLimits.max) throw new ApiError(errorCodes.tooManyGreetingMessages);
    return trx
      .insertInto('greeting_messages')
      .values({ user_id: userId, text: checked, is_default: Number(n) === 0 })
      .returning(['id', 'text', 'is_default', 'created_at'])
      .executeTakeFirstOrThrow();
  });
  return toGreeting(row);
}

/** Another seeker's message is not found, as one that does not exist. */
export async function editGreetingMessage(
  db: Db,
  userId: number,
  input: { id: number; text: string },
): Promise<TGreetingMessage> {
  const row = await db
    .updateTable('greeting_messages')
    .set({ text: withoutContactInfo(input.text) })
    .where('id', '=', input.id)
    .where('user_id', '=', userId)
    .returning(['id', 'text', 'is_default', 'created_at'])
    .executeTakeFirst();
  if (!row) throw ApiError.notFound();
  return toGreeting(row);
}

/** Deleting the default makes the oldest message left the default, so one is always chosen. */
export async function removeGreetingMessage(db: Db, userId: number, id: number): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const row = await trx
      .deleteFrom('greeting_messages')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning(['id', 'is_default'])
      .executeTakeFirst();
    if (!row) throw ApiError.notFound();
    if (row.is_default) {
      const next = await trx
        .selectFrom('greeting_messages')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (next)
        await trx
          .updateTable('greeting_messages')
          .set({ is_default: true })
          .where('id', '=', next.id)
          .execute();
    }
    return { id: row.id };
  });
}

/** Makes one of the seeker's messages the default; another seeker's id is not found. */
export async function chooseDefaultGreeting(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const owned = await trx
      .selectFrom('greeting_messages')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!owned) throw ApiError.notFound();
    // Off first: the partial unique index allows one default per seeker at any moment.
    await trx
      .updateTable('greeting_messages')
      .set({ is_default: false })
      .where('user_id', '=', userId)
      .where('is_default', '=', true)
      .where('id', '!=', id)
      .execute();
    await trx.updateTable('greeting_messages').set({ is_default: true }).where('id', '=', id).execute();
  });
}

/** The text a chat the seeker starts opens with: the default message, when greetings are on. */
export async function greetingToSend(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('greeting_messages as g')
    .leftJoin('user_settings as s', 's.user_id', 'g.user_id')
    .select(['g.text', 's.greeting_enabled'])
    .where('g.user_id', '=', userId)
    .where('g.is_default', '=', true)
    .executeTakeFirst();
  if (!row || row.greeting_enabled === false) return null;
  return row.text;
}

function withoutContactInfo(text: string): string {
  if (containsContactInfo(text)) throw new ApiError(errorCodes.noContactInMessages);
  return text;
}

function toGreeting(row: {
  id: number;
  text: string;
  is_default: boolean;
  created_at: Date;
}): TGreetingMessage {
  return {
    id: row.id,
    text: row.text,
    is_default: row.is_default,
    created_at: new Date(row.created_at).toISOString(),
  };
}
