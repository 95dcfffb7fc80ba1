import { buildConfigList } from '@talkhire/config/lists';
import { errorCodes, type TInterview } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { RequestLocale } from '../../http/locale';
import type { Seeker } from '../../http/viewer';
import { partyOf } from './chat-action-access';
import { readInterview } from './interview-records';

/** The seeker reports an interview with one of report_interview_reasons; a repeat replaces nothing. */
export async function reportInterview(
  db: Db,
  input: { id: number; viewer: Seeker; locale: RequestLocale; reasonId: number; description?: string },
): Promise<TInterview> {
  const interview = await db
    .selectFrom('interviews')
    .select(['jobseeker_id', 'recruiter_id'])
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!interview) throw ApiError.notFound();
  partyOf(interview, input.viewer);
  const reasons = buildConfigList('report_interview_reasons', input.locale) as { id: number }[];
  if (!reasons.some((reason) => reason.id === input.reasonId)) {
    throw new ApiError(errorCodes.parameterInvalid, { fields: { reason_id: ['field.unknown_option'] } });
  }
  await db
    .insertInto('interview_reports')
    .values({
      interview_id: input.id,
      user_id: input.viewer.userId,
      reason_id: input.reasonId,
      description: input.description || null,
    })
    .onConflict((oc) => oc.columns(['interview_id', 'user_id']).doNothing())
    .execute();
  return readInterview(db, input.id);
}
