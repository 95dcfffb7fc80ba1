import type { TChatEvent, TChatMessageKind, TChatStoredBody } from '@talkhire/contracts';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** jsonb: read as the value, written as its JSON text. */
type Json<T> = ColumnType<T, string, string>;

export interface ChatsTable {
  id: Generated<number>;
  jobseeker_id: number;
  recruiter_id: number;
  recruiter_user_id: number;
  job_id: number | null;
  company_id: number;
  last_chat_seq: ColumnType<number, number | undefined, number>;
  jobseeker_read_seq: ColumnType<number, number | undefined, number>;
  recruiter_read_seq: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  last_message_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  chat_id: number;
  chat_seq: number;
  sender_user_id: number;
  client_id: string;
  sender_seq: number;
  kind: TChatMessageKind;
  body: Json<TChatStoredBody>;
  created_at: CreatedAt;
  /** Migration p: when the sender recalled it; both sides then show 'message recalled'. */
  recalled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface ChatEventSeqsTable {
  user_id: number;
  last_seq: ColumnType<number, number | undefined, number>;
}

export interface ChatEventsTable {
  user_id: number;
  seq: number;
  event: Json<TChatEvent>;
  created_at: CreatedAt;
}
