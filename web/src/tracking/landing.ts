import type { TTraceabilityBody } from '@talkhire/contracts';

const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** Where a visit came from, as traceability sends it (less the device and user). */
export type Landing = Omit<TTraceabilityBody, 'device_uuid' | 'user_id'>;

/**
 * The landing of this page load: its UTM fields, the referrer's origin when it is another site (its
 * path and query may name a person; our own pages are no referrer) and the path without its query.
 * Read at the first page, before any navigation changes the address.
 */
export function landingOf(
  address: { pathname: string; search: string; origin: string },
  referrer: string,
): Landing {
  const query = new URLSearchParams(address.search);
  const landing: Landing = { landing_path: address.pathname.slice(0, 200) };
  for (const key of utmKeys) {
    const value = query.get(key)?.trim();
    if (value) landing[key] = value.slice(0, 100);
  }
  try {
    const from = referrer ? new URL(referrer).origin : '';
    if (from && from !== address.origin && from !== 'null') landing.referrer = from;
  } catch {
    // Not a URL: no referrer.
  }
  return landing;
}

/** Whether the landing says where the visit came from (a campaign or another site). */
export function isAttributed(landing: Landing): boolean {
  return Boolean(landing.referrer || hasCampaign(landing));
}

/** Whether the landing came with any UTM field. */
export function hasCampaign(landing: Landing): boolean {
  return utmKeys.some((key) => landing[key]);
}

/** The address and referrer the visit arrived with, read before any navigation changes them. */
export interface FirstPage {
  pathname: string;
  search: string;
  referrer: string;
}
