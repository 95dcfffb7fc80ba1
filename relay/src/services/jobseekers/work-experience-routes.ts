import { type TWorkExperienceBody, ZProfileItemParams, ZWorkExperienceBody } from '@talkhire/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { duplicateEntry } from './duplicate-entry';
import { todayIso } from './field-problems';
import { lockSeeker, selectWorkExperiences, toWorkExperience } from './profile-rows';
import { requireSeekerOnEveryRoute, seekerOf } from './signed-in-seeker';
import { checkWorkExperience } from './work-experience-rules';

/** Work experiences (spec §7 '/work-experiences', §4 step 3): list, create, update, delete. */
export const workExperienceRoutes: ZodPlugin = async (app) => {
  requireSeekerOnEveryRoute(app);
  const { db } = app.services;

  app.get('/work-experiences', async (request) => {
    const rows = await selectWorkExperiences(db, seekerOf(request).userId).execute();
    return ok(rows.map(toWorkExperience));
  });

  app.post('/work-experiences/create', { schema: { body: ZWorkExperienceBody } }, async (request) => {
    const { userId } = seekerOf(request);
    const { confirm_duplicate, ...experience } = checkWorkExperience(request.body, todayIso());
    const row = await db.transaction().execute(async (trx) => {
      await lockSeeker(trx, userId);
      if (!confirm_duplicate && (await findTwin(trx, userId, experience, null))) throw duplicateEntry();
      const { id } = await trx
        .insertInto('work_experiences')
        .values({ ...experience, user_id: userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return selectWorkExperiences(trx, userId).where('id', '=', id).executeTakeFirstOrThrow();
    });
    return ok(toWorkExperience(row));
  });

  app.patch(
    '/work-experiences/:id/update',
    { schema: { params: ZProfileItemParams, body: ZWorkExperienceBody } },
    async (request) => {
      const { userId } = seekerOf(request);
      const { id } = request.params;
      const { confirm_duplicate, ...experience } = checkWorkExperience(request.body, todayIso());
      const row = await db.transaction().execute(async (trx) => {
        await lockSeeker(trx, userId);
        const own = await selectWorkExperiences(trx, userId).where('id', '=', id).executeTakeFirst();
        if (!own) throw ApiError.notFound();
        if (!confirm_duplicate && (await findTwin(trx, userId, experience, id))) throw duplicateEntry();
        await trx
          .updateTable('work_experiences')
          .set({ ...experience, updated_at: new Date() })
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .execute();
        return selectWorkExperiences(trx, userId).where('id', '=', id).executeTakeFirstOrThrow();
      });
      return ok(toWorkExperience(row));
    },
  );

  app.delete('/work-experiences/:id/delete', { schema: { params: ZProfileItemParams } }, async (request) => {
    const { userId } = seekerOf(request);
    const { id } = request.params;
    const deleted = await db
      .transaction()
      .execute((trx) =>
        trx
          .deleteFrom('work_experiences')
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .returning('id')
          .executeTakeFirst(),
      );
    if (!deleted) throw ApiError.notFound();
    return ok({ id });
  });
};

/** The same job title at the same company from the same day, ignoring case. */
async function findTwin(
  trx: Kysely<Database>,
  userId: number,
  experience: Pick<TWorkExperienceBody, 'job_title' | 'company_name' | 'start_date'>,
  except: number | null,
): Promise<boolean> {
  const twin = await trx
    .selectFrom('work_experiences')
    .select('id')
    .where('user_id', '=', userId)
    .where((eb) => eb(eb.fn('lower', ['job_title']), '=', eb.fn('lower', [eb.val(experience.job_title)])))
    .where((eb) =>
      eb(eb.fn('lower', ['company_name']), '=', eb.fn('lower', [eb.val(experience.company_name)])),
    )
    .where('start_date', '=', experience.start_date)
    .$if(except !== null, (qb) => qb.where('id', '<>', except as number))
    .executeTakeFirst();
  return twin !== undefined;
}
