import { randomBytes } from 'node:crypto';
import type { Edition, LanguageCode } from '@talkhire/config';
import {
  errorCodes,
  type TJobAlert,
  type TJobAlertCreateBody,
  type TJobAlertUpdateBody,
} from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { assertKnownFilterIds } from './filter-ids';
import { criteriaKey } from './job-alert-criteria';
import { isDuplicateCriteria, selectJobAlerts, toJobAlert } from './job-alert-rows';

/** The seeker's alerts, newest first. */
export async function listJobAlerts(db: Db, userId: number): Promise<TJobAlert[]> {
  const rows = await selectJobAlerts(db).where('a.user_id', '=', userId).execute();
  return rows.map(toJobAlert);
}

/**
 * A new alert of the seeker for the edition and language being browsed. Its filters were checked
 * with assertKnownFilterIds before the owner was known (a visitor's silent account is made only
 * for criteria that will be kept).
 */
export async function createJobAlert(
  db: Db,
  userId: number,
  criteria: Pick<TJobAlertCreateBody, 'keywords' | 'filters' | 'frequency'>,
  locale: { edition: Edition; language: LanguageCode },
): Promise<TJobAlert> {
  const { keywords, filters, frequency } = criteria;
  const created = await db
    .insertInto('job_alerts')
    .values({
      user_id: userId,
      keywords: keywords ?? null,
      filters: JSON.stringify(filters),
      criteria_key: criteriaKey(keywords, filters, locale.edition.id),
      edition_id: locale.edition.id,
      language: locale.language,
      frequency,
      unsubscribe_token: randomBytes(24).toString('base64url'),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch(duplicateAsCatalogue);
  return alertOf(db, userId, created.id);
}

/** The whole alert again; it keeps the edition it was made in. Someone else's is unknown (404). */
export async function updateJobAlert(
  db: Db,
  userId: number,
  id: number,
  change: TJobAlertUpdateBody,
): Promise<TJobAlert> {
  const { keywords, filters, frequency, enabled } = change;
  assertKnownFilterIds(filters);
  const current = await alertOf(db, userId, id);
  const updated = await db
    .updateTable('job_alerts')
    .set({
      keywords: keywords ?? null,
      filters: JSON.stringify(filters),
      criteria_key: criteriaKey(keywords, filters, current.country_id),
      frequency,
      ...(enabled === undefined ? {} : { enabled }),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', current.id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst()
    .catch(duplicateAsCatalogue);
  if (!updated) throw ApiError.notFound();
  return alertOf(db, userId, updated.id);
}

export async function deleteJobAlert(db: Db, userId: number, id: number): Promise<{ id: number }> {
  const removed = await db
    .deleteFrom('job_alerts')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  if (!removed) throw ApiError.notFound();
  return removed;
}

/**
 * The unsubscribe link of an alert mail. It must work with one click from any mail client, so
 * a GET changes state; turning an alert off twice is harmless, and the token only ever turns its
 * own alert off.
 */
export async function unsubscribeJobAlert(db: Db, token: string): Promise<{ id: number; enabled: false }> {
  const stopped = await db
    .updateTable('job_alerts')
    .set({ enabled: false, updated_at: sql<Date>`now()` })
    .where('unsubscribe_token', '=', token)
    .returning('id')
    .executeTakeFirst();
  if (!stopped) throw ApiError.notFound();
  return { id: stopped.id, enabled: false };
}

async function alertOf(db: Db, userId: number, id: number): Promise<TJobAlert> {
  const row = await selectJobAlerts(db)
    .where('a.id', '=', id)
    .where('a.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw ApiError.notFound();
  return toJobAlert(row);
}

function duplicateAsCatalogue(error: unknown): never {
  if (isDuplicateCriteria(error)) throw new ApiError(errorCodes.duplicateJobAlert);
  throw error;
}
