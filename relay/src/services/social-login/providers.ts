import type { TSocialProvider } from '@talkhire/contracts';
import type { RelayConfig } from '../../config/config';
import { isOidcSandboxEnabled, sandboxClient, sandboxIssuer } from '../oidc-sandbox';

export interface SocialProviderSettings {
  provider: TSocialProvider;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * 'in-process': the relay's own sandbox, reached through the app itself (same HTTP requests,
   * no socket), so it works before the relay listens and whatever its public address.
   */
  transport: 'network' | 'in-process';
  /** Apple sends the answer as a form post when name or email is asked for. */
  responseMode: 'query' | 'form_post';
  scope: string;
}

const environment = {
  google: { issuer: 'OIDC_GOOGLE_ISSUER', id: 'OIDC_GOOGLE_CLIENT_ID', secret: 'OIDC_GOOGLE_CLIENT_SECRET' },
  facebook: {
    issuer: 'OIDC_FACEBOOK_ISSUER',
    id: 'OIDC_FACEBOOK_CLIENT_ID',
    secret: 'OIDC_FACEBOOK_CLIENT_SECRET',
  },
  apple: { issuer: 'OIDC_APPLE_ISSUER', id: 'OIDC_APPLE_CLIENT_ID', secret: 'OIDC_APPLE_CLIENT_SECRET' },
} as const satisfies Record<TSocialProvider, Record<string, keyof RelayConfig>>;

/**
 * How to reach a provider: the configured issuer and client, or else the sandbox on this relay's
 * own origin. Undefined when neither exists (production without credentials): the provider is off.
 */
export function socialProviderSettings(
  config: RelayConfig,
  provider: TSocialProvider,
  ownOrigin: string,
): SocialProviderSettings | undefined {
  const keys = environment[provider];
  const shape = {
    provider,
    responseMode: provider === 'apple' ? ('form_post' as const) : ('query' as const),
    scope: provider === 'apple' ? 'openid email name' : 'openid email profile',
  };
  const issuer = config[keys.issuer];
  if (issuer) {
    const clientId = config[keys.id];
    const clientSecret = config[keys.secret];
    if (!clientId || !clientSecret) return undefined;
    return { ...shape, issuer: issuer.replace(/\/+$/, ''), clientId, clientSecret, transport: 'network' };
  }
  if (!isOidcSandboxEnabled(config)) return undefined;
  return {
    ...shape,
    issuer: sandboxIssuer(ownOrigin, provider),
    clientId: sandboxClient.clientId,
    clientSecret: sandboxClient.clientSecret,
    transport: 'in-process',
  };
}
