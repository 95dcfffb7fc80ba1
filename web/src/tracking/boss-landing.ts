import { createApiClient } from '@talkhire/client';
import { editionByKey } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { currentEditionKey } from '../edition/edition-context';
import { trackingAllowed } from './consent';
import { hasCampaign, landingOf } from './landing';

/**
 * Spec §7 (Recruiters) POST /log_google_utm: a Boss console landing from a campaign link sends its
 * UTM fields and landing path, once, under the same consent rule as the seeker site (this origin
 * has its own storage, so an opt-in edition sends nothing until accepted here). Failures are
 * swallowed: a statistic never stops the console.
 */
export function logBossLanding(): void {
  const edition = currentEditionKey();
  const landing = landingOf(location, document.referrer);
  if (!hasCampaign(landing) || !trackingAllowed(edition)) return;
  const { referrer: _referrer, ...utm } = landing;
  const api = createApiClient({ locale: () => ({ countryId: editionByKey(edition).id, languageId: 1 }) });
  void api.call(endpoints.tracking.logGoogleUtm, { body: utm }).catch(() => undefined);
}
