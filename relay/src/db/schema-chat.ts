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
  /** Migration g (2026-11-28): the position of the chat's newest event, messages included. */
  last_event_seq: ColumnType<number, number | undefined, number>;
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
  /** Its position in the chat's log, among the chat's other events. */
  event_seq: number;
  kind: TChatMessageKind;
  body: Json<TChatStoredBody>;
  created_at: CreatedAt;
  /** Migration p: when the sender recalled it; both sides then show 'message recalled'. */
  recalled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A chat's events other than its messages, at their positions in the chat's log. */
export interface ChatEventsTable {
  chat_id: number;
  seq: number;
  /** The one member the event is for (their own view of the chat); null when it is for both. */
  audience_user_id: number | null;
  event: Json<TChatEvent>;
  created_at: CreatedAt;
}

/** A message one member deleted for themselves; the other member still has it. */
export interface ChatHiddenMessagesTable {
  user_id: number;
  message_id: number;
}
