import { shownAvatar, type TApplicationEventKind, type TBossCandidate } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { appendApplicationEvent } from '../job-applications';
import { readFullProfile } from '../jobseekers';
import type { SignedInRecruiter } from './recruiter-session';

/**
 * What the Boss sees of a candidate: name, work history (less the entries the seeker hid from
 * this company by name, spec §3 'hide resume from this company'), every other part of the profile
 * (the seeker's own read model), attached resumes, and the candidate's applications to this
 * recruiter's jobs. The caller checks visibility first.
 */
export async function readBossCandidate(
  db: Db,
  recruiter: SignedInRecruiter,
  jobseekerId: number,
): Promise<TBossCandidate> {
  const [user, company, experiences, resumes, applications, profile] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'avatar', 'identity_verified_at'])
      .where('id', '=', jobseekerId)
      .where('role', '=', 'jobseeker')
      .executeTakeFirst(),
    db.selectFrom('companies').select('name').where('id', '=', recruiter.companyId).executeTakeFirstOrThrow(),
    db
      .selectFrom('work_experiences')
      .select([
        'job_title',
        'company_name',
        'start_date',
        'end_date',
        'is_currently_working',
        'is_hidden_from_company',
      ])
      .where('user_id', '=', jobseekerId)
      .orderBy('is_currently_working', 'desc')
      .orderBy('start_date', 'desc')
      .execute(),
    db
      .selectFrom('resumes')
      .select(['id', 'filename', 'size', 'created_at'])
      .where('user_id', '=', jobseekerId)
      .orderBy('created_at', 'desc')
      .execute(),
    db
      .selectFrom('applications as a')
      .innerJoin('jobs as j', 'j.id', 'a.job_id')
      .select(['a.id', 'a.status', 'a.created_at', 'a.first_message', 'j.id as job_id', 'j.title'])
      .where('a.jobseeker_id', '=', jobseekerId)
      .where('j.recruiter_id', '=', recruiter.recruiterId)
      .orderBy('a.created_at', 'desc')
      .execute(),
    readFullProfile(db, jobseekerId),
  ]);
  if (!user || !profile) throw ApiError.notFound();
  const ownName = company.name.trim().toLowerCase();
  const hiddenHere = (e: { is_hidden_from_company: boolean; company_name: string }) =>
    e.is_hidden_from_company && e.company_name.trim().toLowerCase() === ownName;
  const shown = experiences.filter((e) => !hiddenHere(e));
  const latest = shown[0];
  return {
    candidate: {
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      avatar: shownAvatar(user.avatar),
      identity_verified: user.identity_verified_at !== null,
    },
    headline: latest
      ? {
          job_title: latest.job_title,
          company_name: latest.company_name,
          is_current: latest.is_currently_working,
        }
      : null,
    work_experiences: shown.map((e) => ({
      job_title: e.job_title,
      company_name: e.company_name,
      start_date: dateOnly(e.start_date),
      end_date: e.end_date === null ? null : dateOnly(e.end_date),
      is_currently_working: e.is_currently_working,
    })),
    profile: {
      ...profile,
      // Where the candidate lives is theirs; the Boss sees the current location.
      basic: { ...profile.basic, home_address: null },
      work_experiences: profile.work_experiences.filter((e) => !hiddenHere(e)),
    },
    resumes: resumes.map((r) => ({
      id: r.id,
      filename: r.filename,
      size: r.size,
      uploaded_at: new Date(r.created_at).toISOString(),
    })),
    applications: applications.map((a) => ({
      id: a.id,
      job: { id: a.job_id, title: a.title },
      status: a.status,
      applied_at: new Date(a.created_at).toISOString(),
      first_message: a.first_message,
    })),
  };
}

/**
 * Moves the candidate's applications to this recruiter's jobs (one job, or all) that are still at
 * `from` one step on, to `kind`. Later steps are never overwritten: a resume downloaded after
 * 'not suitable' must not turn the status back. Returns how many applications moved.
 */
export async function advanceApplications(
  db: Db,
  recruiter: SignedInRecruiter,
  input: {
    jobseekerId: number;
    jobId?: number | undefined;
    from: TApplicationEventKind[];
    kind: TApplicationEventKind;
  },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('applications as a')
      .innerJoin('jobs as j', 'j.id', 'a.job_id')
      .select('a.id')
      .where('a.jobseeker_id', '=', input.jobseekerId)
      .where('j.recruiter_id', '=', recruiter.recruiterId)
      .where('a.status', 'in', input.from);
    if (input.jobId !== undefined) query = query.where('a.job_id', '=', input.jobId);
    // Locked, so a withdrawal racing with this waits and the history stays in order.
    const rows = await query.forUpdate('a').execute();
    for (const { id } of rows) await appendApplicationEvent(trx, id, input.kind);
    return rows.length;
  });
}

/** PGlite and PostgreSQL may hand a date column back as a Date or as text. */
function dateOnly(value: Date | string): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}
