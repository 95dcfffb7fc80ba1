import type { Edition, LanguageCode } from '@talkhire/config';
import { myJobsSorts, type TCommunicatedPage, type TCommunicatedQuery } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { cardsOf, listedStatus, myJobsConditions, pageFields } from './my-jobs-query';
import { readSeekerFit } from './seeker-fit';

/**
 * Communicated: the jobs the seeker applied to or chatted with a recruiter about, once each,
 * filtered by the application's latest state; relevance ties go to the latest exchange.
 */
export async function communicatedJobs(
  db: Db,
  userId: number,
  query: TCommunicatedQuery,
  locale: { edition: Edition; language: LanguageCode },
): Promise<TCommunicatedPage> {
  const { page, size, sort, status, ...filters } = query;
  const conditions = myJobsConditions(locale.edition, filters);
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
    locale.language,
  );
  const iso = (d: Date) => new Date(d).toISOString();
  return {
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
  };
}

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
