import { errorCodes } from '@talkhire/contracts';
import { ApiError } from '../../http/api-error';

/**
 * The catalogue (spec §8) has no code for these refusals, so they answer 40001 with HTTP 409 and
 * the reason in `errors.error`, the first place spec §8's message extraction reads.
 */
function conflict(key: string) {
  return new ApiError(errorCodes.parameterInvalid, {
    status: 409,
    fields: { error: [`application.${key}`] },
  });
}

export const alreadyApplied = () => conflict('already_applied');
/** Spec §4: a job on hold takes no applications for now; a closed one none at all. */
export const jobNotOpen = () => conflict('job_not_open');
export const alreadyWithdrawn = () => conflict('already_withdrawn');
/** Spec §6: the company cannot see a seeker who blocked it, so it could never read the application. */
export const companyBlocked = () => conflict('company_blocked');
