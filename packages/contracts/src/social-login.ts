import { limits, sources } from '@talkhire/config';
import { z } from 'zod';
import { ZLanguageCode } from './config-service';
import { ZSessionUser } from './session';

/** The social providers of the get-started page; each is an OpenID Connect provider. */
export const socialProviders = ['google', 'facebook', 'apple'] as const;
export const ZSocialProvider = z.enum(socialProviders);
export type TSocialProvider = z.infer<typeof ZSocialProvider>;

export const ZSocialProviderParams = z.object({ provider: ZSocialProvider }).strict();

/** `redirect`: where to land after sign-in (spec §4: it overrides the default destination). */
export const ZSocialStartQuery = z
  .object({ redirect: z.string().max(2000).optional(), language_code: ZLanguageCode.optional() })
  .strict();

/**
 * What the provider sends back to the callback, in the query or (response_mode=form_post, Apple)
 * in a form body. Not strict: providers add their own members (Google's `authuser`, `prompt`).
 */
export const ZSocialCallbackParams = z.object({
  code: z.string().min(1).max(2048).optional(),
  state: z.string().min(1).max(512).optional(),
  /** RFC 9207: the issuer that produced the answer, checked against the one the flow started with. */
  iss: z.string().max(2048).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});
export type TSocialCallbackParams = z.infer<typeof ZSocialCallbackParams>;

const ZName = z.string().trim().max(limits.nameMax);

/**
 * Spec §3 social login payload. `id_token` is the proof the relay verifies (signature with the
 * provider's keys, issuer, audience, expiry); the other identity fields must agree with it.
 * `nonce`, when the app set one, must equal the token's. `first_name`/`last_name`/`avatar` are used
 * only where the token has none (Apple puts the name in the app's first answer, never in the token).
 */
export const ZSocialLoginBody = z
  .object({
    social_type: ZSocialProvider,
    user_id: z.string().min(1).max(255),
    email: z.email().max(320).nullish(),
    first_name: ZName.nullish(),
    last_name: ZName.nullish(),
    avatar: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .nullish(),
    source: z.enum(sources).default('web'),
    /** 1 is the job seeker role; this site signs job seekers in only. */
    active_key: z.literal(1).default(1),
    fcm_token: z.string().max(4096).nullish(),
    language_code: ZLanguageCode.optional(),
    id_token: z.string().min(20).max(8192),
    nonce: z.string().min(1).max(512).optional(),
  })
  .strict();
export type TSocialLoginBody = z.infer<typeof ZSocialLoginBody>;

export const ZSocialLoginResult = z.object({
  user: ZSessionUser,
  /** True when this sign-in created the account. */
  is_new_user: z.boolean(),
});
export type TSocialLoginResult = z.infer<typeof ZSocialLoginResult>;

/** OpenID Connect Discovery 1.0 §3, the members this product uses. */
export const ZOidcDiscovery = z.object({
  issuer: z.url(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  userinfo_endpoint: z.url().optional(),
  response_types_supported: z.array(z.string()),
  response_modes_supported: z.array(z.string()).optional(),
  subject_types_supported: z.array(z.string()),
  id_token_signing_alg_values_supported: z.array(z.string()),
  scopes_supported: z.array(z.string()).optional(),
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
  code_challenge_methods_supported: z.array(z.string()).optional(),
  grant_types_supported: z.array(z.string()).optional(),
  claims_supported: z.array(z.string()).optional(),
});
export type TOidcDiscovery = z.infer<typeof ZOidcDiscovery>;

/** RFC 6749 §5.1 with OpenID Connect Core §3.1.3.3's id_token. */
export const ZOidcTokenResponse = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().optional(),
  id_token: z.string().min(1),
  scope: z.string().optional(),
});
export type TOidcTokenResponse = z.infer<typeof ZOidcTokenResponse>;

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
export const ZPkceVerifier = z.string().regex(/^[A-Za-z0-9\-._~]{43,128}$/);

/** ID token claims the relay reads (Core §2 and §5.1). Apple sends `email_verified` as a string. */
export const ZOidcIdTokenClaims = z.object({
  iss: z.string(),
  sub: z.string().min(1).max(255),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  iat: z.number(),
  nonce: z.string().optional(),
  email: z.string().max(320).optional(),
  email_verified: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
});
export type TOidcIdTokenClaims = z.infer<typeof ZOidcIdTokenClaims>;
