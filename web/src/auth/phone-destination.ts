import { smsDialCodes } from '@talkhire/contracts';

/** The login machine joins dial code and number ('+639171234567'): the longest SMS dial code it starts with splits it. */
export function splitPhone(destination: string): { country_code: string; phone_num: string } {
  const code = [...smsDialCodes]
    .filter((dial) => destination.startsWith(dial))
    .sort((a, b) => b.length - a.length)[0];
  if (!code) return { country_code: '', phone_num: destination };
  return { country_code: code, phone_num: destination.slice(code.length) };
}
