import { flagKeys, type LanguageCode } from '@talkhire/config';
import { useConfigList } from '../api/config-list';

type FlagKey = (typeof flagKeys)[number];

export interface SmsCountry {
  key: FlagKey;
  name: string;
  dialCode: string;
}

/** Spec §5: the phone country-code list offers only the countries with `is_sms_allowed`. */
export function useSmsCountries(language: LanguageCode): SmsCountry[] | undefined {
  // Spec §3 country list entry: id, code (dial code), value (name), key (country code), is_sms_allowed.
  const countries = useConfigList('country_lists', { language });
  return countries.data
    ?.filter((country) => country.is_sms_allowed)
    .flatMap((country) =>
      isFlagKey(country.key) ? [{ key: country.key, name: country.value, dialCode: country.code }] : [],
    );
}

function isFlagKey(key: string): key is FlagKey {
  return (flagKeys as readonly string[]).includes(key);
}
