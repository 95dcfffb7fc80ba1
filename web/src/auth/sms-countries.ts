import { flagKeys, type LanguageCode } from '@talkhire/config';
import { z } from 'zod';
import { useConfigList } from '../api/config-list';

type FlagKey = (typeof flagKeys)[number];

/** Spec §3 country list entry: id, code (dial code), value (name), key (country code), is_sms_allowed. */
const ZCountry = z.object({
  id: z.number(),
  code: z.string(),
  value: z.string(),
  key: z.string(),
  is_sms_allowed: z.boolean(),
});

export interface SmsCountry {
  key: FlagKey;
  name: string;
  dialCode: string;
}

/** Spec §5: the phone country-code list offers only the countries with `is_sms_allowed`. */
export function useSmsCountries(language: LanguageCode): SmsCountry[] | undefined {
  const countries = useConfigList('country_lists', ZCountry, { language });
  return countries.data
    ?.filter((country) => country.is_sms_allowed)
    .flatMap((country) =>
      isFlagKey(country.key) ? [{ key: country.key, name: country.value, dialCode: country.code }] : [],
    );
}

function isFlagKey(key: string): key is FlagKey {
  return (flagKeys as readonly string[]).includes(key);
}
