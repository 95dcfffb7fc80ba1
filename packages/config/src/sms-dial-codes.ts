/**
 * Dial codes of the countries where the product can send SMS (the editions and Macau; spec §5
 * `is_sms_allowed`). Written out rather than read from libphonenumber's metadata, which would
 * put 90 KB into every page that can sign in; `phone.test.ts` checks them against it.
 */
export const smsDialCodeByRegion: Readonly<Record<string, string>> = {
  JP: '+81',
  PH: '+63',
  SG: '+65',
  MY: '+60',
  ID: '+62',
  HK: '+852',
  TW: '+886',
  US: '+1',
  GB: '+44',
  CA: '+1',
  BR: '+55',
  TR: '+90',
  NG: '+234',
  SA: '+966',
  AE: '+971',
  LK: '+94',
  ES: '+34',
  RS: '+381',
  MO: '+853',
};

/** Spec §8: 41348 onwards are phone format messages, one per region, SMS regions first in this order. */
export const firstPhoneFormatCode = 41348;

/** The phone format code of an SMS region (see `phoneFormatCodes` in phone.ts for every region). */
export function smsPhoneFormatCode(region: string): number | undefined {
  const index = Object.keys(smsDialCodeByRegion).indexOf(region.toUpperCase());
  return index < 0 ? undefined : firstPhoneFormatCode + index;
}
