import { z } from 'zod';
import { localTextKey } from '../ui/local-store';

const maxLength = 200;
const campaign = localTextKey('campaign', z.string().min(1));

/**
 * Spec §3: registration sends "the stored campaign value". It is the utm_campaign (or campaign)
 * parameter a visitor arrived with, kept until they sign up.
 */
export function rememberCampaign(query: URLSearchParams): void {
  const value = query.get('utm_campaign') ?? query.get('campaign');
  if (value) campaign.write(value.slice(0, maxLength));
}

export function storedCampaign(): string | undefined {
  return campaign.read();
}
