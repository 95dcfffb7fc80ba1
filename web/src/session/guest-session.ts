import type { ApiClient } from '@talkhire/client';
import { endpoints } from '@talkhire/contracts';
import { readCookie } from './cookies';
import { deviceUuid } from './device-uuid';

/** Spec §4: without a session, a guest login as job seeker is made. */
export async function ensureGuestSession(api: ApiClient, locale: { countryId: number; languageId: number }) {
  if (readCookie('session_role')) return;
  await api.call(
    endpoints.accounts.guestLogin,
    {
      body: {
        guest_role: 'jobseeker',
        country_id: locale.countryId,
        language_id: locale.languageId,
        device_type: matchMedia('(max-width: 767px)').matches ? 'mobile_web' : 'web',
        device_name: navigator.userAgent.slice(0, 500),
        device_uuid: deviceUuid(),
        fcm_token_web: null,
        device_udid: null,
      },
    },
    { quiet: true },
  );
}
