import { errorCodes } from '@talkhire/contracts';
import { ApiError } from '../../http/api-error';

/**
 * A profile part whose list is full (our limits, where the spec names no code): 422 / 40001 with
 * the limit named on the field.
 */
export function refuseOverLimit(field: string, maximum: number): never {
  throw new ApiError(errorCodes.parameterInvalid, {
    fields: { [field]: ['field.limit_reached'] },
    values: { maximum },
  });
}
