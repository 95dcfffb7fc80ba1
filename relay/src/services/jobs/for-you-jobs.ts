import type { Edition, LanguageCode } from '@talkhire/config';
import { myJobsSorts, type TForYouPage, type TForYouQuery } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { notBlockedBy } from '../company-blocks';
import { cardsOf, myJobsConditions, pageFields } from './my-jobs-query';
import { readSeekerFit } from './seeker-fit';

/**
 * For You: open jobs in the fields of work of the seeker's preferences, best fit first (or the
 * newest posted), leaving out jobs the seeker already applied to and companies they blocked.
 */
export async function forYouJobs(
  db: Db,
  userId: number,
  query: TForYouQuery,
  locale: { edition: Edition; language: LanguageCode },
): Promise<TForYouPage> {
  const { page, size, sort, ...filters } = query;
  const conditions = myJobsConditions(locale.edition, { ...filters, is_open: true });
  const fit = await readSeekerFit(db, userId);
  if (!fit.mainFunctionIds.length)
    return { jobs: [], ...pageFields(0, page, size), sort, has_preferences: fit.hasPreferences };
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
    locale.language,
  );
  return {
    jobs: ids.flatMap(({ id }) => cards.get(id) ?? []),
    ...pageFields(total, page, size),
    sort,
    has_preferences: true,
  };
}
