import { type TEducationBody, ZEducationBody, ZProfileItemParams } from '@talkhire/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { duplicateEntry } from './duplicate-entry';
import { checkEducation } from './education-rules';
import { todayIso } from './field-problems';
import { lockSeeker, selectEducations, toEducation } from './profile-rows';
import { requireSeekerOnEveryRoute, seekerOf } from './signed-in-seeker';

/** Educations (spec §7 '/educations', §4 step 4): list, create, update, delete. */
export const educationRoutes: ZodPlugin = async (app) => {
  requireSeekerOnEveryRoute(app);
  const { db } = app.services;

  app.get('/educations', async (request) => {
    const rows = await selectEducations(db, seekerOf(request).userId).execute();
    return ok(rows.map(toEducation));
  });

  app.post('/educations/create', { schema: { body: ZEducationBody } }, async (request) => {
    const { userId } = seekerOf(request);
    const { confirm_duplicate, ...education } = checkEducation(request.body, todayIso());
    const row = await db.transaction().execute(async (trx) => {
      await lockSeeker(trx, userId);
      if (!confirm_duplicate && (await findTwin(trx, userId, education, null))) throw duplicateEntry();
      const { id } = await trx
        .insertInto('educations')
        .values({ ...education, user_id: userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return selectEducations(trx, userId).where('id', '=', id).executeTakeFirstOrThrow();
    });
    return ok(toEducation(row));
  });

  app.patch(
    '/educations/:id/update',
    { schema: { params: ZProfileItemParams, body: ZEducationBody } },
    async (request) => {
      const { userId } = seekerOf(request);
      const { id } = request.params;
      const { confirm_duplicate, ...education } = checkEducation(request.body, todayIso());
      const row = await db.transaction().execute(async (trx) => {
        await lockSeeker(trx, userId);
        const own = await selectEducations(trx, userId).where('id', '=', id).executeTakeFirst();
        if (!own) throw ApiError.notFound();
        if (!confirm_duplicate && (await findTwin(trx, userId, education, id))) throw duplicateEntry();
        await trx
          .updateTable('educations')
          .set({ ...education, updated_at: new Date() })
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .execute();
        return selectEducations(trx, userId).where('id', '=', id).executeTakeFirstOrThrow();
      });
      return ok(toEducation(row));
    },
  );

  app.delete('/educations/:id/delete', { schema: { params: ZProfileItemParams } }, async (request) => {
    const { userId } = seekerOf(request);
    const { id } = request.params;
    const deleted = await db
      .transaction()
      .execute((trx) =>
        trx
          .deleteFrom('educations')
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .returning('id')
          .executeTakeFirst(),
      );
    if (!deleted) throw ApiError.notFound();
    return ok({ id });
  });
};

/** The same school, level and start day, ignoring case. */
async function findTwin(
  trx: Kysely<Database>,
  userId: number,
  education: Pick<TEducationBody, 'school_name' | 'education_level_id' | 'start_date'>,
  except: number | null,
): Promise<boolean> {
  const twin = await trx
    .selectFrom('educations')
    .select('id')
    .where('user_id', '=', userId)
    .where((eb) => eb(eb.fn('lower', ['school_name']), '=', eb.fn('lower', [eb.val(education.school_name)])))
    .where('education_level_id', '=', education.education_level_id)
    .where('start_date', '=', education.start_date)
    .$if(except !== null, (qb) => qb.where('id', '<>', except as number))
    .executeTakeFirst();
  return twin !== undefined;
}
