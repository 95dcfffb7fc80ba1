import {
  commonPhraseLimits,
  errorCodes,
  ZCommonPhraseBody,
  ZCommonPhraseIdParams,
} from '@talkhire/contracts';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { requireSeekerOnEveryRoute, seekerOf } from '../jobseekers/signed-in-seeker';
import { containsContactInfo } from './contact-info';

/**
 * The seeker's common phrases for chat, under /api/jobseekers (spec §9: at most 20, 41181; spec §5:
 * no contact information, 41344). Oldest first, the order the picker shows them.
 */
export const commonPhraseRoutes: ZodPlugin = async (app) => {
  const { db } = app.services;
  requireSeekerOnEveryRoute(app);

  app.get('/common-phrases', async (request) => {
    const { userId } = seekerOf(request);
    const rows = await db
      .selectFrom('chat_common_phrases')
      .select(['id', 'text', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return ok({ phrases: rows.map(toPhrase) });
  });

  app.post('/common-phrases/create', { schema: { body: ZCommonPhraseBody } }, async (request) => {
    const { userId } = seekerOf(request);
    const text = checked(request.body.text);
    const row = await db.transaction().execute(async (trx) => {
      // The seeker's row lock makes count-then-insert one step: two creates at once cannot make 21.
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      const { n } = await trx
        .selectFrom('chat_common_phrases')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(n) >= commonPhraseLimits.max) throw new ApiError(errorCodes.tooManyCommonPhrases);
      return trx
        .insertInto('chat_common_phrases')
        .values({ user_id: userId, text })
        .returning(['id', 'text', 'created_at'])
        .executeTakeFirstOrThrow();
    });
    return ok(toPhrase(row));
  });

  app.put(
    '/common-phrases/:id/update',
    { schema: { params: ZCommonPhraseIdParams, body: ZCommonPhraseBody } },
    async (request) => {
      const { userId } = seekerOf(request);
      const row = await db
        .updateTable('chat_common_phrases')
        .set({ text: checked(request.body.text) })
        .where('id', '=', request.params.id)
        .where('user_id', '=', userId)
        .returning(['id', 'text', 'created_at'])
        .executeTakeFirst();
      if (!row) throw ApiError.notFound();
      return ok(toPhrase(row));
    },
  );

  app.delete('/common-phrases/:id/delete', { schema: { params: ZCommonPhraseIdParams } }, async (request) => {
    const { userId } = seekerOf(request);
    const row = await db
      .deleteFrom('chat_common_phrases')
      .where('id', '=', request.params.id)
      .where('user_id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw ApiError.notFound();
    return ok({ id: row.id });
  });
};

function checked(text: string): string {
  if (containsContactInfo(text)) throw new ApiError(errorCodes.noContactInMessages);
  return text;
}

function toPhrase(row: { id: number; text: string; created_at: Date }) {
  return { id: row.id, text: row.text, created_at: new Date(row.created_at).toISOString() };
}
