import { limits } from '@talkhire/config';
import {
  errorCodes,
  type TWorkArrangement,
  ZJobPreferenceBody,
  ZProfileItemParams,
} from '@talkhire/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { checkJobPreference } from './job-preference-rules';
import { lockSeeker, selectJobPreferences, toJobPreference } from './profile-rows';
import { requireSeekerOnEveryRoute, seekerOf } from './signed-in-seeker';

/**
 * Job preferences (spec §7 '/job-preferences', §4 step 1): list, read, create, update, delete.
 * Spec §8: at most 3 remote and 3 on-site or hybrid preferences (41262 / 41263), and the last
 * preference cannot be deleted (41341).
 */
export const jobPreferenceRoutes: ZodPlugin = async (app) => {
  requireSeekerOnEveryRoute(app);
  const { db } = app.services;

  app.get('/job-preferences', async (request) => {
    const { userId } = seekerOf(request);
    const rows = await selectJobPreferences(db, userId).execute();
    return ok(rows.map(toJobPreference));
  });

  app.get('/job-preferences/:id', { schema: { params: ZProfileItemParams } }, async (request) => {
    const { userId } = seekerOf(request);
    const row = await selectJobPreferences(db, userId).where('id', '=', request.params.id).executeTakeFirst();
    if (!row) throw ApiError.notFound();
    return ok(toJobPreference(row));
  });

  app.post('/job-preferences/create', { schema: { body: ZJobPreferenceBody } }, async (request) => {
    const { userId } = seekerOf(request);
    const preference = checkJobPreference(request.body, request.locale.edition);
    const row = await db.transaction().execute(async (trx) => {
      await lockSeeker(trx, userId);
      await refuseOverArrangementLimit(trx, userId, preference.work_arrangement, null);
      const { id } = await trx
        .insertInto('job_preferences')
        .values({ ...preference, user_id: userId, edition_id: request.locale.edition.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      return selectJobPreferences(trx, userId).where('id', '=', id).executeTakeFirstOrThrow();
    });
    return ok(toJobPreference(row));
  });

  app.patch(
    '/job-preferences/:id/update',
    { schema: { params: ZProfileItemParams, body: ZJobPreferenceBody } },
    async (request) => {
      const { userId } = seekerOf(request);
      const { id } = request.params;
      const preference = checkJobPreference(request.body, request.locale.edition);
      const row = await db.transaction().execute(async (trx) => {
        await lockSeeker(trx, userId);
        const own = await selectJobPreferences(trx, userId).where('id', '=', id).executeTakeFirst();
        if (!own) throw ApiError.notFound();
        await refuseOverArrangementLimit(trx, userId, preference.work_arrangement, id);
        await trx
          .updateTable('job_preferences')
          .set({ ...preference, edition_id: request.locale.edition.id, updated_at: new Date() })
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .execute();
        return selectJobPreferences(trx, userId).where('id', '=', id).executeTakeFirstOrThrow();
      });
      return ok(toJobPreference(row));
    },
  );

  app.delete('/job-preferences/:id/delete', { schema: { params: ZProfileItemParams } }, async (request) => {
    const { userId } = seekerOf(request);
    const { id } = request.params;
    await db.transaction().execute(async (trx) => {
      await lockSeeker(trx, userId);
      const own = await selectJobPreferences(trx, userId).execute();
      if (!own.some((p) => p.id === id)) throw ApiError.notFound();
      if (own.length === 1) throw new ApiError(errorCodes.cannotDeleteLastPreference);
      await trx.deleteFrom('job_preferences').where('id', '=', id).where('user_id', '=', userId).execute();
    });
    return ok({ id });
  });
};

/** Remote preferences are counted apart from on-site and hybrid ones; `except` is the one being edited. */
async function refuseOverArrangementLimit(
  trx: Kysely<Database>,
  userId: number,
  arrangement: TWorkArrangement,
  except: number | null,
): Promise<void> {
  const remote = arrangement === 'remote';
  let query = trx
    .selectFrom('job_preferences')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('work_arrangement', remote ? '=' : '<>', 'remote');
  if (except !== null) query = query.where('id', '<>', except);
  const { count } = await query.executeTakeFirstOrThrow();
  if (remote && Number(count) >= limits.remotePreferencesMax)
    throw new ApiError(errorCodes.tooManyRemotePreferences);
  if (!remote && Number(count) >= limits.onsitePreferencesMax)
    throw new ApiError(errorCodes.tooManyOnsitePreferences);
}
