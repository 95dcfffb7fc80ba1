import type { ColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** Rows of the passwordless sign-in (migration 2026-11-22-d-code-login). */
export interface MagicLinkTokensTable {
  /** sha256 of the token in the mailed link: the link itself is never stored. */
  token_hash: string;
  email: string;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, never>;
  used_at: ColumnType<Date | null, never, Date | string>;
}

export interface PhoneAccountSelectionsTable {
  token_hash: string;
  /** E.164, as in users.phone_num. */
  phone_num: string;
  user_ids: number[];
  device_uuid: string | null;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, never>;
  used_at: ColumnType<Date | null, never, Date | string>;
}
