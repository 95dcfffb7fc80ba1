import {
  myJobsSorts,
  type TCommunicatedPage,
  type TForYouPage,
  ZCommunicatedQuery,
  ZForYouQuery,
} from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { notBlockedBy } from '../companies/not-blocked-by';
import { requireSeekerOnEveryRoute, seekerOf } from '../jobseekers/signed-in-seeker';
import { cardsOf, listedStatus, myJobsConditions, pageFields } from './my-jobs-query';
import { readSeekerFit } from './seeker-fit';

/** My Jobs (spec §2) lists of the signed-in seeker, under /api/jobs/my-jobs. */
export const myJobsRoutes: ZodPlugin = async (app) => {
  requireSeekerOnEveryRoute(app);
  const { db } = app.services;

  /**
   * For You: open jobs in the fields of work of the seeker's preferences, best fit first (or the
   * newest posted), leaving out jobs the seeker already applied to and companies they blocked.
   */
  app.get('/for-you', { schema: { querystring: ZForYouQuery } }, async (request) => {
    const { userId } = seekerOf(request);
    const { page, size, sort, ...filters } = request.query;
    const conditions = myJobsConditions(request.locale.edition, { ...filters, is_open: true });
    const fit = await readSeekerFit(db, userId);
    if (!fit.mainFunctionIds.length)
      return ok<TForYouPage>({
        jobs: [],
        ...pageFields(0, page, size),
        sort,
        has_preferences: fit.hasPreferences,
      });
    const matching = db
      .selectFrom('jobs as j')
      .where((eb) => eb.and(conditions))
      .where('j.main_function_id', 'in', fit.mainFunctionIds)
      .where(notBlockedBy(userId, 'j.company_id'))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('applications as a')
              .select('a.id')
              .whereRef('a.job_id', '=', 'j.id')
              .where('a.jobseeker_id', '=', userId),
          ),
        ),
      );
    const [{ n: total }, ids] = await Promise.all([
      matching.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      matching
        .select('j.id')
        .orderBy(
          sort === myJobsSorts.relevance
            ? sql`${fit.score} desc, j.posted_at desc, j.id desc`
            : sql`j.posted_at desc, j.id desc`,
        )
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
    ]);
    const cards = await cardsOf(
      db,
      ids.map((r) => r.id),
      request.locale.language,
    );
    return ok<TForYouPage>({
      jobs: ids.flatMap(({ id }) => cards.get(id) ?? []),
      ...pageFields(total, page, size),
      sort,
      has_preferences: true,
    });
  });

  /**
   * Communicated: the jobs the seeker applied to or chatted with a recruiter about, once each,
   * filtered by the application's latest state; relevance ties go to the latest exchange.
   */
  app.get('/communicated', { schema: { querystring: ZCommunicatedQuery } }, async (request) => {
    const { userId } = seekerOf(request);
    const { page, size, sort, status, ...filters } = request.query;
    const conditions = myJobsConditions(request.locale.edition, filters);
    const fit = sort === myJobsSorts.relevance ? await readSeekerFit(db, userId) : undefined;
    let mine = db
      .selectFrom(communicatedJobIds(db, userId).as('x'))
      .innerJoin('jobs as j', 'j.id', 'x.job_id')
      .leftJoin('applications as a', (join) =>
        join.onRef('a.job_id', '=', 'x.job_id').on('a.jobseeker_id', '=', userId),
      )
      .where((eb) => eb.and(conditions));
    if (status) mine = mine.where('a.status', '=', status);
    const [{ n: total }, rows] = await Promise.all([
      mine.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      mine
        .select([
          'x.job_id',
          'x.last_activity_at',
          'x.chat_id',
          'j.status as job_status',
          'a.id as application_id',
          'a.created_at as applied_at',
          'a.status',
          // The time of the event that set the latest state.
          sql<Date | null>`(select max(e.created_at) from application_events e where e.application_id = a.id and e.kind = a.status)`.as(
            'status_at',
          ),
        ])
        .orderBy(
          fit ? sql`${fit.score} desc, x.last_activity_at desc, j.id desc` : sql`j.posted_at desc, j.id desc`,
        )
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
    ]);
    const cards = await cardsOf(
      db,
      rows.map((r) => r.job_id),
      request.locale.language,
    );
    const iso = (d: Date) => new Date(d).toISOString();
    return ok<TCommunicatedPage>({
      communicated_jobs: rows.flatMap((r) => {
        const job = cards.get(r.job_id);
        if (!job) return [];
        const application =
          r.application_id === null || r.applied_at === null || r.status === null
            ? null
            : {
                id: r.application_id,
                applied_at: iso(r.applied_at),
                status: r.status,
                status_at: iso(r.status_at ?? r.applied_at),
              };
        return [
          {
            application,
            chat_id: r.chat_id,
            last_activity_at: iso(r.last_activity_at),
            job_status: listedStatus(r.job_status),
            job,
          },
        ];
      }),
      ...pageFields(total, page, size),
    });
  });
};

/**
 * One row per job the seeker applied to or chatted about: the latest exchange (application
 * event or chat message) and the latest chat about it, if any.
 */
function communicatedJobIds(db: Db, userId: number) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('applications as a')
        .where('a.jobseeker_id', '=', userId)
        .select(['a.job_id', 'a.updated_at as at', sql<number | null>`null::int`.as('chat_id')])
        .unionAll(
          eb
            .selectFrom('chats as c')
            .where('c.jobseeker_id', '=', userId)
            .where('c.job_id', 'is not', null)
            .select([
              sql<number>`c.job_id`.as('job_id'),
              sql<Date>`coalesce(c.last_message_at, c.created_at)`.as('at'),
              'c.id as chat_id',
            ]),
        )
        .as('exchanges'),
    )
    .groupBy('exchanges.job_id')
    .select([
      'exchanges.job_id',
      sql<Date>`max(exchanges.at)`.as('last_activity_at'),
      sql<number | null>`max(exchanges.chat_id)`.as('chat_id'),
    ]);
}
