import type { ColumnType, Generated } from 'kysely';

/** Tables and columns of migration 2026-11-26-w-resumes-video. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** Spec §4: the resume sent by itself (chat, apply), or null when auto-send is off. */
export interface UserAutoSendColumns {
  auto_send_resume_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A file that leaves with an outbox mail (a resume sent to an email address). */
export interface OutboxAttachmentsTable {
  id: Generated<number>;
  outbox_id: number;
  filename: string;
  mime: string;
  content: Buffer;
}

export interface VideoResumesTable {
  id: Generated<number>;
  user_id: number;
  filename: string;
  size: number;
  /** Read from the file's mvhd box, never from what the browser claimed. */
  duration_ms: number;
  storage_key: string;
  /** The cover image's storage key; null until the browser sends one. */
  cover_key: string | null;
  created_at: CreatedAt;
}
