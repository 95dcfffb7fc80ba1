import { type Edition, limits } from '@talkhire/config';
import {
  errorCodes,
  type TDeletedItem,
  type TJobPreference,
  type TJobPreferenceBody,
  type TWorkArrangement,
} from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { lockUser } from '../../db/lock-user';
import { ApiError } from '../../http/api-error';
import { checkJobPreference } from './job-preference-rules';
import { selectJobPreferences, toJobPreference } from './profile-rows';

/**
 * Job preferences (spec §7 '/job-preferences', §4 step 1). Spec §8: at most 3 remote and 3
 * on-site or hybrid preferences (41262 / 41263), and the last preference cannot be deleted (41341).
 * A preference is kept with the edition it was saved in, whose locations it names.
 */
export async function listJobPreferences(db: Db, userId: number): Promise<TJobPreference[]> {
  const rows = await selectJobPreferences(db, userId).execute();
  return rows.map(toJobPreference);
}

export async function readJobPreference(db: Db, userId: number, id: number): Promise<TJobPreference> {
  const row = await selectJobPreferences(db, userId).where('id', '=', id).executeTakeFirst();
  if (!row) throw ApiError.notFound();
  return toJobPreference(row);
}

export async function createJobPreference(
  db: Db,
  userId: number,
  body: TJobPreferenceBody,
  edition: Edition,
): Promise<TJobPreference> {
  const preference = checkJobPreference(body, edition);
  const row = await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    await refuseOverArrangementLimit(trx, userId, preference.work_arrangement, null);
    const { id } = await trx
      .insertInto('job_preferences')
      .values({ ...preference, user_id: userId, edition_id: edition.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    return selectJobPreferences(trx, userId).where('id', '=', id).executeTakeFirstOrThrow();
  });
  return toJobPreference(row);
}

export async function updateJobPreference(
  db: Db,
  userId: number,
  id: number,
  body: TJobPreferenceBody,
  edition: Edition,
): Promise<TJobPreference> {
  const preference = checkJobPreference(body, edition);
  const row = await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const own = await selectJobPreferences(trx, userId).where('id', '=', id).executeTakeFirst();
    if (!own) throw ApiError.notFound();
    await refuseOverArrangementLimit(trx, userId, preference.work_arrangement, id);
    await trx
      .updateTable('job_preferences')
      .set({ ...preference, edition_id: edition.id, updated_at: new Date() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
    return selectJobPreferences(trx, userId).where('id', '=', id).executeTakeFirstOrThrow();
  });
  return toJobPreference(row);
}

export async function deleteJobPreference(db: Db, userId: number, id: number): Promise<TDeletedItem> {
  await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const own = await selectJobPreferences(trx, userId).execute();
    if (!own.some((p) => p.id === id)) throw ApiError.notFound();
    if (own.length === 1) throw new ApiError(errorCodes.cannotDeleteLastPreference);
    await trx.deleteFrom('job_preferences').where('id', '=', id).where('user_id', '=', userId).execute();
  });
  return { id };
}

/** Remote preferences are counted apart from on-site and hybrid ones; `except` is the one being edited. */
async function refuseOverArrangementLimit(
  trx: Db,
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
