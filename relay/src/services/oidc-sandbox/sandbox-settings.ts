import type { TSocialProvider } from '@talkhire/contracts';
import type { RelayConfig } from '../../config/config';

/** The sandbox stands in for real providers outside production, or anywhere OIDC_SANDBOX=1. */
export function isOidcSandboxEnabled(config: RelayConfig): boolean {
  return config.NODE_ENV !== 'production' || config.OIDC_SANDBOX === '1';
}

export const sandboxMountPath = '/sandbox-oidc';

/**
 * The one client registered with the sandbox. Like a developer's test app at a real provider,
 * its credentials are configuration of a local stand-in, not a secret of any account.
 */
export const sandboxClient = {
  clientId: 'talkhire-sandbox-client',
  clientSecret: 'talkhire-sandbox-secret',
} as const;

/** The origin in its canonical form ('http://localhost:80' → 'http://localhost'), so issuers compare equal. */
export function sandboxIssuer(origin: string, provider: TSocialProvider): string {
  return `${new URL(origin).origin}${sandboxMountPath}/${provider}`;
}

/**
 * A real provider only sends codes to the exact callback URLs registered for the client. The
 * sandbox serves every local origin (ports differ per developer), so it registers the path.
 */
export function socialCallbackPath(provider: TSocialProvider): string {
  return `/api/authentication/social/${provider}/callback`;
}
