import { randomBytes } from 'node:crypto';
import {
  errorCodes,
  type TJobAlertFilters,
  ZJobAlertCreateBody,
  ZJobAlertIdParams,
  ZJobAlertUnsubscribeQuery,
  ZJobAlertUpdateBody,
} from '@talkhire/contracts';
import { sql } from 'kysely';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { readSignedIn, requireSignedIn } from '../authentication/sessions';
import { assertKnownFilterIds } from './filter-ids';
import { criteriaKey } from './job-alert-criteria';
import { isDuplicateCriteria, selectJobAlerts, toJobAlert } from './job-alert-rows';
import { signUpForJobAlert } from './job-alert-signup';

/**
 * Job alerts of spec §7: list, create, update, delete for the signed-in seeker; create also
 * signed out with an email (spec §5 silent account). The unsubscribe link of every alert mail
 * turns its alert off with the alert's own token, without signing in.
 */
export const jobAlertsRoutes: ZodPlugin = async (app) => {
  const { db } = app.services;
  const alertOf = async (userId: number, id: number) => {
    const row = await selectJobAlerts(db)
      .where('a.id', '=', id)
      .where('a.user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw ApiError.notFound();
    return toJobAlert(row);
  };
  const duplicateAsCatalogue = (error: unknown): never => {
    if (isDuplicateCriteria(error)) throw new ApiError(errorCodes.duplicateJobAlert);
    throw error;
  };

  app.get('/job-alerts', async (request) => {
    const { userId } = await requireSignedIn(app, request);
    const rows = await selectJobAlerts(db).where('a.user_id', '=', userId).execute();
    return ok({ job_alerts: rows.map(toJobAlert) });
  });

  app.post('/job-alerts/create', { schema: { body: ZJobAlertCreateBody } }, async (request, reply) => {
    const { keywords, filters, frequency, email, device_uuid } = request.body;
    // Delivery runs the search with these ids: unknown ones are refused now, not at every delivery.
    assertKnownFilterIds(filters);
    const { edition, language } = request.locale;
    const key = criteriaKey(keywords, filters, edition.id);
    const signedIn = await readSignedIn(app, request);
    let userId = signedIn?.userId;
    if (userId === undefined) {
      if (!email) throw new ApiError(errorCodes.parameterInvalid, { fields: { email: ['field.required'] } });
      userId = await signUpForJobAlert(app, request, reply, email, device_uuid);
    }
    const created = await db
      .insertInto('job_alerts')
      .values({
        user_id: userId,
        keywords: keywords ?? null,
        filters: JSON.stringify(filters satisfies TJobAlertFilters),
        criteria_key: key,
        edition_id: edition.id,
        language,
        frequency,
        unsubscribe_token: randomBytes(24).toString('base64url'),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch(duplicateAsCatalogue);
    return ok(await alertOf(userId, created.id));
  });

  app.put(
    '/job-alerts/:id/update',
    { schema: { params: ZJobAlertIdParams, body: ZJobAlertUpdateBody } },
    async (request) => {
      const { userId } = await requireSignedIn(app, request);
      const { keywords, filters, frequency, enabled } = request.body;
      assertKnownFilterIds(filters);
      const current = await alertOf(userId, request.params.id);
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
      return ok(await alertOf(userId, updated.id));
    },
  );

  app.delete('/job-alerts/:id/delete', { schema: { params: ZJobAlertIdParams } }, async (request) => {
    const { userId } = await requireSignedIn(app, request);
    const removed = await db
      .deleteFrom('job_alerts')
      .where('id', '=', request.params.id)
      .where('user_id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    if (!removed) throw ApiError.notFound();
    return ok(removed);
  });

  // A link in a mail must work with one click from any mail client, so this GET changes state;
  // turning an alert off twice is harmless, and the token only ever turns its own alert off.
  app.get(
    '/job-alerts/unsubscribe',
    { schema: { querystring: ZJobAlertUnsubscribeQuery } },
    async (request) => {
      const stopped = await db
        .updateTable('job_alerts')
        .set({ enabled: false, updated_at: sql<Date>`now()` })
        .where('unsubscribe_token', '=', request.query.token)
        .returning('id')
        .executeTakeFirst();
      if (!stopped) throw ApiError.notFound();
      return ok({ id: stopped.id, enabled: false as const });
    },
  );
};
