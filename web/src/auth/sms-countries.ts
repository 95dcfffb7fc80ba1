import { flagKeys, type LanguageCode } from '@talkhire/config';
import { z } from 'zod';
import { useApi } from '../api/api-context';
import { useRequest } from '../api/use-request';

type FlagKey = (typeof flagKeys)[number];

/** Spec §3 country list entry: id, code (dial code), value (name), key (country code), is_sms_allowed. */
const ZCountryLists = z.object({
  country_lists: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      value: z.string(),
      key: z.string(),
      is_sms_allowed: z.boolean(),
    }),
  ),
});

export interface SmsCountry {
  key: FlagKey;
  name: string;
  dialCode: string;
}

/** Spec §5: the phone country-code list offers only the countries with `is_sms_allowed`. */
export function useSmsCountries(language: LanguageCode): SmsCountry[] | undefined {
  const api = useApi();
  const request = useRequest(
    (signal) =>
      api.get('/api/config/country_lists/list', ZCountryLists, {
        query: { language_code: language },
        signal,
      }),
    [language],
  );
  return request.data?.country_lists
    .filter((country) => country.is_sms_allowed)
    .flatMap((country) =>
      isFlagKey(country.key) ? [{ key: country.key, name: country.value, dialCode: country.code }] : [],
    );
}

function isFlagKey(key: string): key is FlagKey {
  return (flagKeys as readonly string[]).includes(key);
}
