import type { ColumnType } from 'kysely';

/** Columns migration 2026-11-27-z-identity-verification adds to users. */
export interface UserIdentityColumns {
  /** The seeker's own answer (user_identity_lists): shown as self-declared, passes no restriction. */
  declared_identity_id: number | null;
  /** When the seeker verified a national identity; `user_identity_id` then holds the verified one. */
  identity_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A login at the identity provider under way: single use, ten minutes, bound to the session. */
export interface IdentityLoginStatesTable {
  id: string;
  user_id: number;
  session_id: string;
  service: string;
  code_verifier: string;
  redirect_uri: string;
  expires_at: ColumnType<Date, Date, never>;
}

/** The provider's answer between the callback and verify (or its failure); purged after an hour. */
export interface IdentityPendingTable {
  user_id: number;
  service: string;
  data_encrypted: string | null;
  failed: boolean;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

/** The verified identity's seven shown fields, encrypted at rest. */
export interface IdentityVerificationsTable {
  user_id: number;
  service: string;
  user_identity_id: number;
  data_encrypted: string;
  verified_at: ColumnType<Date, Date | undefined, Date>;
}
