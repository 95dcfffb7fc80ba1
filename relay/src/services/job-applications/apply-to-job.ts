import type { LanguageCode } from '@talkhire/config';
import { optionLists, taxonomy } from '@talkhire/config/lists';
import { errorCodes, type TApplication, type TApplicationBody } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { passesEligibility } from '../identity-verification';
import { alreadyApplied, companyBlocked, jobNotOpen } from './application-refusals';
import { appendApplicationEvent } from './record-application-event';

/**
 * Spec §7 POST data jobs/{jobId}/applications: one application per seeker and job, to an active
 * job, with the attached resume the seeker chose (else their newest); its history starts with 'applied'.
 */
export async function applyToJob(
  db: Db,
  seekerId: number,
  jobId: number,
  body: TApplicationBody,
  language: LanguageCode,
): Promise<TApplication> {
  const job = await db
    .selectFrom('jobs as j')
    .innerJoin('companies as c', 'c.id', 'j.company_id')
    .select((eb) => [
      'j.status',
      'j.main_function_id',
      'j.eligibility_identity_ids',
      'c.industry_id',
      eb
        .exists(
          eb
            .selectFrom('company_blocks as b')
            .select('b.id')
            .where('b.user_id', '=', seekerId)
            .whereRef('b.company_id', '=', 'j.company_id'),
        )
        .as('company_blocked'),
    ])
    .where('j.id', '=', jobId)
    .executeTakeFirst();
  if (!job || job.status === 'deleted') throw ApiError.notFound();
  if (job.status !== 'active') throw jobNotOpen();
  if (job.company_blocked) throw companyBlocked();
  // Apply and quick apply alike: only a verified identity passes the job's restriction (issue 15).
  const seeker = await db
    .selectFrom('users')
    .select(['user_identity_id', 'identity_verified_at'])
    .where('id', '=', seekerId)
    .executeTakeFirstOrThrow();
  if (!passesEligibility(seeker, job.eligibility_identity_ids))
    throw new ApiError(errorCodes.identityMismatch);

  const application = await db
    .transaction()
    .execute(async (trx) => {
      let resumes = trx.selectFrom('resumes').select('id').where('user_id', '=', seekerId);
      if (body.resume_id !== undefined) resumes = resumes.where('id', '=', body.resume_id);
      // Without a choice: the resume chosen for auto-send (spec §4), else the newest.
      const resume = await resumes
        .orderBy(
          sql`id = coalesce((select auto_send_resume_id from users where id = ${seekerId}), 0)`,
          'desc',
        )
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      // A chosen resume must be one of the seeker's own.
      if (body.resume_id !== undefined && !resume) {
        throw new ApiError(errorCodes.parameterInvalid, { fields: { resume_id: ['field.unknown_option'] } });
      }
      const row = await trx
        .insertInto('applications')
        .values({
          job_id: jobId,
          jobseeker_id: seekerId,
          resume_id: resume?.id ?? null,
          source: body.source,
          first_message: body.first_message ?? null,
          screening_answers: JSON.stringify(body.screening_answers),
        })
        .onConflict((oc) => oc.columns(['job_id', 'jobseeker_id']).doNothing())
        .returning(['id', 'source', 'first_message', 'screening_answers', 'created_at'])
        .executeTakeFirst();
      if (!row) throw alreadyApplied();
      const applied = await appendApplicationEvent(trx, row.id, 'applied');
      return { ...row, applied };
    })
    .catch((error: unknown) => {
      // Two applications at the same moment: the unique constraint decides, same answer.
      if ((error as { code?: string }).code === '23505') throw alreadyApplied();
      throw error;
    });

  return {
    id: application.id,
    job_id: jobId,
    source: application.source,
    first_message: application.first_message,
    screening_answers: application.screening_answers,
    status: 'applied',
    applied_at: new Date(application.created_at).toISOString(),
    updated_at: application.applied.created_at,
    job_categories: jobCategories(job.main_function_id, language),
    company_industry: industry(job.industry_id, language),
  };
}

/** A job's category is the one its main function belongs to (the home page's category tabs). */
function jobCategories(mainFunctionId: number, language: LanguageCode) {
  const key = taxonomy.find((m) => m.id === mainFunctionId)?.category_key;
  return optionLists.job_category_lists
    .filter((c) => c.key === key)
    .map((c) => ({ id: c.id, key: c.key, value: c.value[language] }));
}

function industry(industryId: number, language: LanguageCode) {
  const found = optionLists.industry_lists.find((i) => i.id === industryId);
  return { id: industryId, key: found?.key ?? '', value: found?.value[language] ?? '' };
}
