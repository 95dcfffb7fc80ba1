import type { LanguageCode } from '@talkhire/config';
import type { TWhoViewedMePage } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { cardsOf, pageFields } from '../jobs';

/**
 * My Jobs 'Who viewed me' (spec §2): the recruiters who opened the seeker's profile, one entry
 * per recruiter and job with the latest time and how many times, the latest first. A view says
 * something about the seeker wherever they browse, so the list is not limited to one edition.
 */
export async function whoViewedMe(
  db: Db,
  userId: number,
  { page, size }: { page: number; size: number },
  language: LanguageCode,
): Promise<TWhoViewedMePage> {
  const grouped = db
    .selectFrom('profile_views as pv')
    .where('pv.jobseeker_id', '=', userId)
    // A company the seeker blocked cannot see them, nor they it (spec §6).
    .where(({ exists, selectFrom, not }) =>
      not(
        exists(
          selectFrom('recruiters as br')
            .innerJoin('company_blocks as cb', 'cb.company_id', 'br.company_id')
            .select('br.id')
            .whereRef('br.id', '=', 'pv.recruiter_id')
            .where('cb.user_id', '=', userId),
        ),
      ),
    )
    .groupBy(['pv.recruiter_id', 'pv.job_id']);
  const [{ n: total }, views] = await Promise.all([
    db
      .selectFrom(grouped.select('pv.recruiter_id').as('g'))
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom(
        grouped
          .select([
            'pv.recruiter_id',
            'pv.job_id',
            sql<Date>`max(pv.viewed_at)`.as('viewed_at'),
            sql<number>`count(*)::int`.as('view_count'),
          ])
          .as('v'),
      )
      .innerJoin('recruiters as r', 'r.id', 'v.recruiter_id')
      .innerJoin('companies as c', 'c.id', 'r.company_id')
      .select([
        'v.job_id',
        'v.viewed_at',
        'v.view_count',
        'r.id as recruiter_id',
        'r.first_name',
        'r.last_name',
        'r.job_title',
        'c.id as company_id',
        'c.name as company_name',
        'c.is_verified',
        'c.logo_color',
      ])
      .orderBy(sql`v.viewed_at desc, r.id desc, v.job_id desc nulls last`)
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  const cards = await cardsOf(
    db,
    views.flatMap((v) => (v.job_id === null ? [] : [v.job_id])),
    language,
  );
  return {
    views: views.map((v) => ({
      viewed_at: new Date(v.viewed_at).toISOString(),
      view_count: v.view_count,
      recruiter: {
        id: v.recruiter_id,
        name: `${v.first_name} ${v.last_name}`.trim(),
        job_title: v.job_title,
      },
      company: {
        id: v.company_id,
        name: v.company_name,
        is_verified: v.is_verified,
        logo_color: v.logo_color,
      },
      job: v.job_id === null ? null : (cards.get(v.job_id) ?? null),
    })),
    ...pageFields(total, page, size),
  };
}
