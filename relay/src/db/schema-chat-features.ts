import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** One member's own view of a chat (migration p); no row means all defaults. */
export interface ChatMemberStatesTable {
  chat_id: number;
  user_id: number;
  pinned: ColumnType<boolean, boolean | undefined, boolean>;
  muted: ColumnType<boolean, boolean | undefined, boolean>;
  not_interested: ColumnType<boolean, boolean | undefined, boolean>;
  deleted: ColumnType<boolean, boolean | undefined, boolean>;
  cleared_up_to: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ChatCommonPhrasesTable {
  id: Generated<number>;
  user_id: number;
  text: string;
  created_at: CreatedAt;
}

export interface ChatFilesTable {
  id: string;
  uploader_user_id: number;
  storage_key: string;
  name: string;
  mime: string;
  size: number;
  created_at: CreatedAt;
}

/** Columns migration p adds to recruiters. */
export interface RecruiterChatColumns {
  /** Sent as the recruiter's first message when a new chat starts; null sends nothing. */
  greeting: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Columns migration p adds to jobs. */
export interface JobChatColumns {
  /** Ids of user_identity_lists a seeker must hold to chat about the job; null = anyone. */
  eligibility_identity_ids: ColumnType<number[] | null, number[] | null | undefined, number[] | null>;
}
