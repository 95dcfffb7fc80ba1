import { z } from 'zod';

/**
 * Spec §4 'Identity verification' (Singapore edition): the seeker proves a national identity with
 * the provider (Singpass / MyInfo), and the relay sets `user_identity_id` from it. The provider is
 * named in the path (`/api/sg/{identity-service}/...`, `/{identity-service}/callback`).
 */
export const identityServices = ['myinfo'] as const;
export const ZIdentityService = z.enum(identityServices);
export type TIdentityService = z.infer<typeof ZIdentityService>;

export const ZIdentityServiceParams = z.object({ service: ZIdentityService }).strict();

/** Where the provider sends the seeker back: this site's `/{identity-service}/callback`. */
export const ZAuthoriseUrlBody = z
  .object({
    redirect_uri: z
      .string()
      .max(2000)
      .pipe(z.url({ protocol: /^https?$/ })),
  })
  .strict();
export type TAuthoriseUrlBody = z.infer<typeof ZAuthoriseUrlBody>;

export const ZAuthoriseUrl = z.object({ authorise_url: z.string() });
export type TAuthoriseUrl = z.infer<typeof ZAuthoriseUrl>;

/** The seven rows of the confirm dialog (spec §2), as the provider gave them; null = missing ('-'). */
export const ZIdentityInfo = z.object({
  uinfin: z.string().nullable(),
  name: z.string().nullable(),
  residential_status: z.string().nullable(),
  nationality: z.string().nullable(),
  pass_type: z.string().nullable(),
  pass_status: z.string().nullable(),
  pass_expiry_date: z.string().nullable(),
});
export type TIdentityInfo = z.infer<typeof ZIdentityInfo>;
export const identityInfoFields = Object.keys(ZIdentityInfo.shape) as (keyof TIdentityInfo)[];

/** The identity verify set: an entry of config list user_identity_lists. */
export const ZVerifyIdentityResult = z.object({
  new_user_identity: z.object({ id: z.number().int(), value: z.string() }),
});
export type TVerifyIdentityResult = z.infer<typeof ZVerifyIdentityResult>;

/** The seeker's verification: the verified identity (an id of user_identity_lists) and when. */
export const ZIdentityVerification = z.object({
  verified: z.boolean(),
  user_identity_id: z.number().int().nullable(),
  verified_at: z.iso.datetime({ offset: true }).nullable(),
});
export type TIdentityVerification = z.infer<typeof ZIdentityVerification>;

/** The provider's answer at the callback: a code and our state, or its error parameters. */
export const ZIdentityCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  /** MyInfo v3 spells it with a hyphen. */
  'error-description': z.string().max(2000).optional(),
});
export type TIdentityCallbackQuery = z.infer<typeof ZIdentityCallbackQuery>;

/** Spec §4/§9: the return-URL and do-it-later cookies, each kept 3 days. */
export const identityCookies = {
  returnUrl: 'identity_return_url',
  doItLater: 'identity_do_it_later',
  maxAgeMs: 259_200_000,
} as const;

/** Spec §2: this query parameter with value '1' on any page opens the confirm dialog. */
export const showIdentityInfoParam = 'show_identity_info';
