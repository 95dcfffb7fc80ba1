import { randomUUID } from 'node:crypto';
import type { App } from '../../app';

/** The Philippines, the default edition. */
export const testEditionId = 167;

export interface TestCompany {
  id: number;
  name: string;
  recruiterId: number;
  jobIds: number[];
}

/**
 * A company of its own for a test, named uniquely (tests may share a PostgreSQL database), with
 * one recruiter and `jobs` active jobs cloned from a seeded job and retitled `{title} {n}`.
 */
export async function createTestCompany(
  app: App,
  options: {
    industryId?: number;
    sizeId?: number;
    jobs?: number;
    title?: string;
    locationIds?: number[];
    remote?: boolean;
    responseRate?: number;
  } = {},
): Promise<TestCompany> {
  const { db } = app.services;
  const name = `Testco ${randomUUID().slice(0, 8)}`;
  const { id } = await db
    .insertInto('companies')
    .values({
      edition_id: testEditionId,
      name,
      legal_name: `${name} Inc.`,
      industry_id: options.industryId ?? 1,
      company_size_id: options.sizeId ?? 3,
      financing_stage_id: 1,
      is_verified: true,
      description: 'A company made by a test.',
      website: null,
      founded_year: 2010,
      location_id: null,
      address: null,
      benefit_ids: [1, 2],
      culture_ids: [1],
      logo_color: '#1E88E5',
      registration_number: '2010-0001',
      registered_capital: 1_000_000,
      ceo_name: 'Ana Reyes',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const recruiter = await db
    .insertInto('recruiters')
    .values({
      company_id: id,
      first_name: 'Jo',
      last_name: 'Cruz',
      job_title: 'HR',
      last_active_at: new Date(),
      response_rate: options.responseRate ?? 80,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const template = await db
    .selectFrom('jobs')
    .selectAll()
    .where('edition_id', '=', testEditionId)
    .where('status', '=', 'active')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const { id: _id, search: _search, ...columns } = template;
  const jobIds: number[] = [];
  for (let n = 1; n <= (options.jobs ?? 0); n++) {
    const locations = options.locationIds ?? [template.location_id];
    const row = await db
      .insertInto('jobs')
      .values({
        ...columns,
        company_id: id,
        recruiter_id: recruiter.id,
        title: `${options.title ?? 'Zebra keeper'} ${n}`,
        location_id: locations[(n - 1) % locations.length] ?? null,
        work_arrangement: options.remote ? 'remote' : 'onsite',
        posted_at: new Date(Date.now() - n * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    jobIds.push(row.id);
  }
  return { id, name, recruiterId: recruiter.id, jobIds };
}
