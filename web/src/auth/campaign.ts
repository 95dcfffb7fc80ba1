const storageKey = 'campaign';
const maxLength = 200;

/**
 * Spec §3: registration sends "the stored campaign value". It is the utm_campaign (or campaign)
 * parameter a visitor arrived with, kept until they sign up.
 */
export function rememberCampaign(query: URLSearchParams): void {
  const value = query.get('utm_campaign') ?? query.get('campaign');
  if (value) localStorage.setItem(storageKey, value.slice(0, maxLength));
}

export function storedCampaign(): string | undefined {
  return localStorage.getItem(storageKey) ?? undefined;
}
