import type { ColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** One row per code sent; only the hash of the code is kept. */
export interface OneTimeCodesTable {
  id: string;
  /** What the code proves, e.g. 'two_factor', 'reset_password', 'verify_email'. */
  purpose: string;
  /** Whom it was sent for: a user id, an email or a phone number, as the purpose defines. */
  subject: string;
  code_hash: string;
  /** Whatever the issuing flow needs back once the code is verified (e.g. the device signing in). */
  context: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: number;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date, Date>;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Cross-site hand-off: the id is the sha256 of the ticket, which only the browser ever holds. */
export interface HandOffTicketsTable {
  id: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date, Date>;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** What a sign-up sent beside the account itself (spec §3 registration payload). */
export interface UserRegistrationsTable {
  user_id: number;
  source: string;
  country_key: string;
  is_subscribe: boolean;
  terms_and_condition: boolean;
  campaign: string | null;
  client_id: string;
  created_at: CreatedAt;
}
