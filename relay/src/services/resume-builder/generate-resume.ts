import { type LanguageCode, limits } from '@talkhire/config';
import { errorCodes, type TResume, type TResumeTemplateId } from '@talkhire/contracts';
import { ApiError } from '../../http/api-error';
import { attachResume, type ResumeStore } from '../resumes';
import { renderResume } from './render-resume';
import { isTooEmptyForResume, readResumeProfile } from './resume-profile';
import { resumeFilename } from './resume-texts';

/**
 * Spec §7 POST /generate-resume: the profile set in a template, in `language`, kept as one of the
 * seeker's attached resumes (so the limit of 3, 41170, counts it). A profile with neither a work
 * experience nor an education would make an empty page: 40001 with a message saying what to add.
 */
export async function generateResume(
  store: ResumeStore,
  userId: number,
  request: { template: TResumeTemplateId; language: LanguageCode },
): Promise<TResume> {
  const { db } = store;
  const profile = await readResumeProfile(db, userId, request.language);
  if (!profile) throw ApiError.notFound();
  if (isTooEmptyForResume(profile))
    throw new ApiError(errorCodes.parameterInvalid, {
      fields: { template: [profileTooEmpty] },
      messageKey: profileTooEmpty,
    });
  // Counted again when the file is attached; asked first so a full list costs no rendering.
  const { n } = await db
    .selectFrom('resumes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(n) >= limits.resumeFiles)
    throw new ApiError(errorCodes.tooManyResumes, { fields: { template: ['41170'] } });
  const bytes = await renderResume(profile, request.template, request.language);
  return attachResume(store, userId, {
    filename: resumeFilename(request.language, profile.name, request.template),
    bytes,
  });
}

const profileTooEmpty = 'field.resume_profile_too_empty';
