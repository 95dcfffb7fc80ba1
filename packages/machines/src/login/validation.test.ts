import { describe, expect, it } from 'vitest';
import { isEmailAddress, normalizePhone } from './validation';

describe('isEmailAddress', () => {
  it.each(['ana@example.com', ' ana.reyes+jobs@mail.example.ph ', 'a@b.co'])('accepts %j', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each(['', '   ', 'ana', 'ana@', '@example.com', 'ana@example', 'ana @example.com', 'ana@example..com'])(
    'refuses %j',
    (email) => {
      expect(isEmailAddress(email)).toBe(false);
    },
  );

  it('refuses an address longer than 254 characters', () => {
    expect(isEmailAddress(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });
});

describe('normalizePhone', () => {
  it('keeps the digits of a number typed with spaces and dashes', () => {
    expect(normalizePhone('+63', '917 123-4567')).toEqual({ dialCode: '+63', number: '9171234567' });
  });

  it('accepts 15 digits and refuses 16 (spec §5)', () => {
    expect(normalizePhone('+1', '1'.repeat(15))).not.toBeNull();
    expect(normalizePhone('+1', '1'.repeat(16))).toBeNull();
  });

  it.each([
    ['an empty number', '+63', ''],
    ['letters', '+63', '91712abc'],
    ['a dial code without +', '63', '9171234567'],
    ['a dial code that is too long', '+12345', '9171234567'],
  ])('refuses %s', (_, dialCode, number) => {
    expect(normalizePhone(dialCode, number)).toBeNull();
  });
});
