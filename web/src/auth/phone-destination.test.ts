import { describe, expect, it } from 'vitest';
import { splitPhone } from './phone-destination';

describe('splitPhone', () => {
  it('splits a joined number at its SMS dial code', () => {
    expect(splitPhone('+639171234567')).toEqual({ country_code: '+63', phone_num: '9171234567' });
    expect(splitPhone('+85261234567')).toEqual({ country_code: '+852', phone_num: '61234567' });
    expect(splitPhone('+12025550123')).toEqual({ country_code: '+1', phone_num: '2025550123' });
  });

  it('leaves the dial code empty when no SMS country has it, so the relay refuses it', () => {
    expect(splitPhone('+4915112345678')).toEqual({ country_code: '', phone_num: '+4915112345678' });
  });
});
