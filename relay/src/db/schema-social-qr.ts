import type { ColumnType, Generated } from 'kysely';

/** Tables of social login, the sandbox OpenID provider and QR-code login (migration e). */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A provider account (issuer's subject) linked to a seeker. */
export interface SocialAccountsTable {
  id: Generated<number>;
  provider: 'google' | 'facebook' | 'apple';
  subject: string;
  user_id: number;
  /** The verified email the provider vouched for when the link was made. */
  email: string | null;
  created_at: CreatedAt;
  last_login_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A sign-in started on this site and not yet back from the provider (10 minutes). */
export interface SocialLoginStatesTable {
  /** sha256 of the `state` parameter. */
  id: string;
  provider: 'google' | 'facebook' | 'apple';
  issuer: string;
  /** sha256 of the cookie that ties the flow to the browser that started it (login CSRF). */
  browser_binding: string;
  nonce: string;
  /** PKCE verifier: kept server side, sent only to the provider's token endpoint. */
  code_verifier: string;
  redirect_uri: string;
  return_to: string | null;
  /** The page language the sign-in started in (2026-11-22-h). */
  language: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

/** An authorization code of the sandbox provider and the access token it was exchanged for. */
export interface OidcSandboxGrantsTable {
  code_hash: string;
  provider: 'google' | 'facebook' | 'apple';
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  nonce: string | null;
  scope: string;
  persona_id: string;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  access_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  access_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

/** A QR-code login token (sha256 as id) shown on a desktop, confirmed from a signed-in phone. */
export interface QrLoginsTable {
  id: string;
  /** sha256 of the HttpOnly cookie of the desktop that created it: only that browser completes. */
  desktop_binding: string;
  status: ColumnType<
    'waiting' | 'scanned' | 'confirmed' | 'completed' | 'cancelled',
    'waiting' | undefined,
    'scanned' | 'confirmed' | 'completed' | 'cancelled'
  >;
  device_name: string | null;
  user_id: ColumnType<number | null, never, number>;
  /** The phone's session (sessions.id) that scanned it: only that session confirms. */
  scanner_session_id: ColumnType<string | null, never, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
}
