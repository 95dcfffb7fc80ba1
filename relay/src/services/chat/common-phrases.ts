import { commonPhraseLimits, containsContactInfo, errorCodes, type TCommonPhrase } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { lockUser } from '../../db/lock-user';
import { ApiError } from '../../http/api-error';

/** The seeker's common phrases, oldest first, the order the picker shows them. */
export async function listCommonPhrases(db: Db, userId: number): Promise<TCommonPhrase[]> {
  const rows = await db
    .selectFrom('chat_common_phrases')
    .select(['id', 'text', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map(toPhrase);
}

/** Spec §9: at most 20 (41181); spec §5: no contact information (41344). */
export async function addCommonPhrase(db: Db, userId: number, text: string): Promise<TCommonPhrase> {
  const checked = withoutContactInfo(text);
  const row = await db.transaction().execute(async (trx) => {
    // The seeker's row lock makes count-then-insert one step: two creates at once cannot make 21.
    await lockUser(trx, userId);
    const { n } = await trx
      .selectFrom('chat_common_phrases')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= commonPhraseLimits.max) throw new ApiError(errorCodes.tooManyCommonPhrases);
    return trx
      .insertInto('chat_common_phrases')
      .values({ user_id: userId, text: checked })
      .returning(['id', 'text', 'created_at'])
      .executeTakeFirstOrThrow();
  });
  return toPhrase(row);
}

/** Another seeker's phrase is not found, as one that does not exist. */
export async function editCommonPhrase(
  db: Db,
  userId: number,
  input: { id: number; text: string },
): Promise<TCommonPhrase> {
  const row = await db
    .updateTable('chat_common_phrases')
    .set({ text: withoutContactInfo(input.text) })
    .where('id', '=', input.id)
    .where('user_id', '=', userId)
    .returning(['id', 'text', 'created_at'])
    .executeTakeFirst();
  if (!row) throw ApiError.notFound();
  return toPhrase(row);
}

export async function removeCommonPhrase(db: Db, userId: number, id: number): Promise<{ id: number }> {
  const row = await db
    .deleteFrom('chat_common_phrases')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw ApiError.notFound();
  return { id: row.id };
}

function withoutContactInfo(text: string): string {
  if (containsContactInfo(text)) throw new ApiError(errorCodes.noContactInMessages);
  return text;
}

function toPhrase(row: { id: number; text: string; created_at: Date }): TCommonPhrase {
  return { id: row.id, text: row.text, created_at: new Date(row.created_at).toISOString() };
}
