import { type LanguageCode, languageByCode } from '@talkhire/config';
import { regionOfPhoneFormatCode } from '@talkhire/config/phone';
import { translate } from './translate';

/**
 * The message of a catalogue code in a language. The 68 phone-format codes share one sentence
 * that names the country of the code, in the language's own name for it.
 */
export function errorMessage(
  language: LanguageCode,
  code: number,
  values: Record<string, string | number> = {},
): string {
  const region = regionOfPhoneFormatCode(code);
  if (region) {
    const country =
      new Intl.DisplayNames([languageByCode(language).intl], { type: 'region' }).of(region) ?? region;
    return translate(language, 'errors', 'phone_format', { ...values, country });
  }
  return translate(language, 'errors', String(code), values);
}
