import { type LanguageCode, languageByCode } from '@talkhire/config';
import { useEffect } from 'react';
import { useApi } from '../api/api-context';
import { useEdition } from '../edition/edition-context';
import { ensureGuestSession } from '../session/guest-session';

/** Opens a guest session once per browser when there is none (spec §4). */
export function GuestSession({ language }: { language: LanguageCode }) {
  const api = useApi();
  const { edition } = useEdition();
  useEffect(() => {
    ensureGuestSession(api, { countryId: edition.id, languageId: languageByCode(language).id }).catch(
      () => undefined,
    );
  }, [api, edition.id, language]);
  return null;
}
