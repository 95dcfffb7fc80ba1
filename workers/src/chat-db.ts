import type {
  TChatExchange,
  TChatMemberState,
  TChatMessageBody,
  TChatStoredBody,
  TChatSummary,
  TInterview,
  TOffer,
} from '@talkhire/contracts';
import { Dexie, type DexieOptions, type EntityTable } from 'dexie';

/** A message as the tabs show it; `state` is 'sending' until the relay acknowledges it. */
export interface StoredMessage {
  /** The sender's idempotency key: primary key, so an optimistic row and its echo are one row. */
  client_id: string;
  /** The relay's id; unique, so the same message can never be stored twice. */
  id?: number;
  chat_id: number;
  /** Position in the chat, known once the message event arrives. */
  chat_seq?: number;
  sender_user_id: number | null;
  body: TChatStoredBody;
  sent_at: string;
  state: 'sending' | 'sent' | 'failed';
  error_code?: number;
  recalled?: boolean;
}

export interface StoredChat extends TChatSummary {
  /** How far each member has read, by user id, as a chat_seq. */
  read_up_to: Record<number, number>;
  /** This member's own view (pin, mute, not interested, deleted); absent until first changed. */
  state?: TChatMemberState;
}

/** A send the relay has not acknowledged: kept until the ack, resent with the same client_id. */
export interface OutboxItem {
  client_id: string;
  chat_id: number;
  body: TChatMessageBody;
  queued_at: number;
}

/**
 * The latest state of what a card in a chat shows: an interview invitation, an offer, an exchange.
 * Keyed `kind:id`; each change arrives as its own event, so the card follows in every tab.
 */
export type StoredRecord =
  | { key: string; kind: 'interview'; chat_id: number; record: TInterview }
  | { key: string; kind: 'offer'; chat_id: number; record: TOffer }
  | { key: string; kind: 'exchange'; chat_id: number; record: TChatExchange };

export function recordKey(kind: StoredRecord['kind'], id: number): string {
  return `${kind}:${id}`;
}

export interface MetaEntry {
  key: 'user_id';
  value: number;
}

/** Where this browser stands in one chat's log: the seq of the last event of it applied. */
export interface ChatCursor {
  chat_id: number;
  seq: number;
}

/** Schema versions as named constants: a new version adds a line here and an upgrade below. */
export const chatDbVersions = { initial: 1, unsentByChat: 2, records: 3, chatLogs: 4 } as const;

/**
 * The chat store of one browser. The worker's chat core is its only writer; tabs read it with
 * live queries.
 */
export class ChatDatabase extends Dexie {
  messages!: EntityTable<StoredMessage, 'client_id'>;
  chats!: EntityTable<StoredChat, 'id'>;
  outbox!: EntityTable<OutboxItem, 'client_id'>;
  meta!: EntityTable<MetaEntry, 'key'>;
  records!: EntityTable<StoredRecord, 'key'>;
  cursors!: EntityTable<ChatCursor, 'chat_id'>;

  constructor(name = 'talkhire-chat', options?: DexieOptions) {
    super(name, options);
    this.version(chatDbVersions.initial).stores({
      messages: 'client_id, &id, [chat_id+chat_seq]',
      chats: 'id',
      outbox: 'client_id, queued_at',
      meta: 'key',
    });
    // A chat's unsent (sending or failed) messages have no chat_seq yet: found by chat and state.
    this.version(chatDbVersions.unsentByChat).stores({
      messages: 'client_id, &id, [chat_id+chat_seq], [chat_id+state]',
    });
    // Interview invitations, offers and exchanges, by chat for the chat's action bar.
    this.version(chatDbVersions.records).stores({ records: 'key, chat_id, kind' });
    // One log per chat instead of one per member: a single last_seq says nothing of where the
    // browser stands in each chat, so what came through the old log is fetched again; what was
    // never sent (sending, or failed and waiting for a resend) is this browser's alone and stays.
    this.version(chatDbVersions.chatLogs)
      .stores({ cursors: 'chat_id' })
      .upgrade(async (tx) => {
        await Promise.all([
          tx.table('chats').clear(),
          tx.table('records').clear(),
          tx.table('meta').delete('last_seq'),
          tx
            .table<StoredMessage>('messages')
            .filter((m) => m.state === 'sent')
            .delete(),
        ]);
      });
  }
}
