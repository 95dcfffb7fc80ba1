import { errorCodes } from '@talkhire/contracts';
import { ApiError } from '../../http/api-error';

/**
 * Spec §5 'Duplicate work or education entries prompt a confirmation to add anyway': 409 with
 * `errors.duplicate`, answered until the seeker sends `confirm_duplicate: true`.
 */
export function duplicateEntry(): ApiError {
  return new ApiError(errorCodes.parameterInvalid, {
    status: 409,
    fields: { duplicate: ['field.duplicate_entry'] },
  });
}
