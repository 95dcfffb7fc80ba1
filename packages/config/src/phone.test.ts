import { describe, expect, it } from 'vitest';
import { dialCode, phoneFormatCodeFor, smsRegions } from './phone';
import { smsDialCodeByRegion, smsPhoneFormatCode } from './sms-dial-codes';

describe('SMS dial codes', () => {
  it('are libphonenumber’s, for exactly the regions that can get SMS', () => {
    expect(Object.keys(smsDialCodeByRegion).sort()).toEqual([...smsRegions].sort());
    for (const region of smsRegions) expect(smsDialCodeByRegion[region]).toBe(dialCode(region));
  });
  it('give each SMS region the phone format code the full region list gives it', () => {
    for (const region of smsRegions) expect(smsPhoneFormatCode(region)).toBe(phoneFormatCodeFor(region));
  });
});
