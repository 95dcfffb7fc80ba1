import { aiWritingLimits, errorCodes, type TAiWritingQuota, type TRewriteType } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { lockUser } from '../../db/lock-user';
import { ApiError } from '../../http/api-error';
import { aiDayOf, nextAiDay } from '../ai';

type Kind = 'new' | 'rewrite';

export function kindOf(rewriteType: TRewriteType): Kind {
  return rewriteType === 'new' ? 'new' : 'rewrite';
}

/**
 * Takes one writing of the seeker's day before the model is asked, under the user row's lock so
 * two tabs cannot both take the last one: 41316 after 5 new summaries today, 41317 after 20
 * rewrites, 41275 after 30 writings in the last 24 hours (the day boundary at 00:01 GMT+8 does not
 * double the cost a seeker can cause). Answers the use's id and what remains of its kind.
 */
export async function takeWriting(
  db: Db,
  userId: number,
  kind: Kind,
  now = new Date(),
): Promise<{ useId: number; remaining: number }> {
  const day = aiDayOf(now);
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const counts = await trx
      .selectFrom('ai_writing_uses')
      .select([
        sql<number>`count(*) filter (where ai_day = ${day} and kind = ${kind})::int`.as('today'),
        sql<number>`count(*)::int`.as('last_24h'),
      ])
      .where('user_id', '=', userId)
      .where('created_at', '>', new Date(now.getTime() - 86_400_000))
      .executeTakeFirstOrThrow();
    const limit = limitOf(kind);
    if (counts.today >= limit)
      throw new ApiError(kind === 'new' ? errorCodes.quotaExceeded : errorCodes.quotaExceededAlt);
    if (counts.last_24h >= aiWritingLimits.per24Hours) throw new ApiError(errorCodes.aiQuotaExceeded);
    const row = await trx
      .insertInto('ai_writing_uses')
      .values({ user_id: userId, ai_day: day, kind, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { useId: row.id, remaining: limit - counts.today - 1 };
  });
}

/** A writing the model failed before writing anything is given back. */
export async function giveBackWriting(db: Db, useId: number): Promise<void> {
  await db.deleteFrom('ai_writing_uses').where('id', '=', useId).execute();
}

export async function writingQuota(db: Db, userId: number, now = new Date()): Promise<TAiWritingQuota> {
  const rows = await db
    .selectFrom('ai_writing_uses')
    .select(['kind', sql<number>`count(*)::int`.as('used')])
    .where('user_id', '=', userId)
    .where('ai_day', '=', aiDayOf(now))
    .groupBy('kind')
    .execute();
  const used = (kind: Kind) => rows.find((r) => r.kind === kind)?.used ?? 0;
  return {
    new_remaining: Math.max(0, limitOf('new') - used('new')),
    rewrites_remaining: Math.max(0, limitOf('rewrite') - used('rewrite')),
    resets_at: nextAiDay(now).toISOString(),
  };
}

function limitOf(kind: Kind): number {
  return kind === 'new' ? aiWritingLimits.newPerDay : aiWritingLimits.rewritesPerDay;
}
