import { phoneFormatCodeFor, smsRegions } from '@talkhire/config/phone';
import { errorCodes } from '@talkhire/contracts';
import { type CountryCode, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { ApiError } from '../../http/api-error';

export interface SmsPhone {
  /** E.164 ('+639171234567'): the form kept in users.phone_num and used as the code's recipient. */
  e164: string;
  region: CountryCode;
}

/**
 * Reads the number a seeker typed next to a dial code of the SMS list. Text that is not a phone
 * number at all answers 41236; a number that is not valid for the country answers that country's
 * format code (41348+, whose message names the country). `countryCode` is already one of the SMS
 * dial codes (the contract checks it); '+1' covers two SMS countries, so the number decides which.
 */
export function readSmsPhone(countryCode: string, phoneNum: string): SmsPhone {
  const regions = smsRegionsOfDialCode(countryCode);
  const primary = regions[0];
  if (!primary)
    throw new ApiError(errorCodes.parameterInvalid, { fields: { country_code: ['field.invalid_value'] } });
  if (!/^[\d\s().-]*\d[\d\s().-]*$/.test(phoneNum)) {
    throw new ApiError(errorCodes.phoneWrongAlt);
  }
  const parsed = parsePhoneNumberFromString(phoneNum, { defaultCallingCode: countryCode.slice(1) });
  const region = parsed?.country;
  if (!parsed?.isValid() || !region || !regions.includes(region)) {
    throw new ApiError(phoneFormatCodeFor(primary) ?? errorCodes.phoneWrongAlt);
  }
  return { e164: parsed.number, region };
}

function smsRegionsOfDialCode(countryCode: string): CountryCode[] {
  return [...smsRegions].filter(
    (region) => `+${getCountryCallingCode(region as CountryCode)}` === countryCode,
  ) as CountryCode[];
}
