import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** What the seeker's profile already holds, to mark the resume's items it would repeat. */
export interface ProfileSnapshot {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  homeAddress: string | null;
  summary: string | null;
  workExperiences: { job_title: string; company_name: string; start_date: string }[];
  educations: { school_name: string; start_date: string }[];
  skills: string[];
  links: string[];
}

export async function readProfileSnapshot(db: Db, userId: number): Promise<ProfileSnapshot> {
  const user = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email', 'phone_num', 'home_address', 'summary'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const day = (column: 'start_date') =>
    sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`.as('start_date');
  const [workExperiences, educations, skills, links] = await Promise.all([
    db
      .selectFrom('work_experiences')
      .select(['job_title', 'company_name', day('start_date')])
      .where('user_id', '=', userId)
      .execute(),
    db
      .selectFrom('educations')
      .select(['school_name', day('start_date')])
      .where('user_id', '=', userId)
      .execute(),
    db.selectFrom('profile_skills').select('name').where('user_id', '=', userId).execute(),
    db.selectFrom('profile_links').select('url').where('user_id', '=', userId).execute(),
  ]);
  return {
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    phone: user.phone_num,
    homeAddress: user.home_address,
    summary: user.summary,
    workExperiences,
    educations,
    skills: skills.map((s) => s.name),
    links: links.map((l) => l.url),
  };
}
