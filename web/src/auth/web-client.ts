import { userAgentMaxLength } from '@talkhire/config';

/**
 * Spec §7: authentication calls name the web client, id '1'. A browser cannot keep a secret, so
 * the secret the registration payload carries only identifies the client (the relay checks its
 * shape, never trusts it).
 */
export const webClient = { id: '1', secret: 'talkhire-web' } as const;

/** The device name the relay records with a session (spec §9: user agents cut at 500). */
export function deviceName(): string {
  return navigator.userAgent.slice(0, userAgentMaxLength);
}
