import type { ColumnType, Generated } from 'kysely';

/** Tables of issue 17's AI writing and AI avatars (migration 2026-11-28-b-ai-writing). */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type SqlDate = ColumnType<string, string, string>;

export interface AiWritingUsesTable {
  id: Generated<number>;
  user_id: number;
  /** The AI day, 'YYYY-MM-DD', turning at 00:01 GMT+8. */
  ai_day: SqlDate;
  kind: 'new' | 'rewrite';
  created_at: CreatedAt;
}

export interface AiAvatarCandidatesTable {
  /** 32 hex digits: the file `ai-avatars/<id>.png`. */
  id: string;
  user_id: number;
  ai_day: SqlDate;
  status: ColumnType<'pending' | 'ready', 'pending' | 'ready' | undefined, 'pending' | 'ready'>;
  chosen: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}
