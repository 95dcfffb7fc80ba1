import {
  containsContactInfo,
  errorCodes,
  type TChatCardBody,
  type TChatMessage,
  type TChatMessageBody,
} from '@talkhire/contracts';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { ChatDelivery } from './chat-event-log';

export type ChatSendOutcome =
  | { ok: true; ack: ChatAck; deliveries: ChatDelivery[] }
  | { ok: false; error: ApiError };

/**
 * Stores many messages at once, in one call of `store_chat_messages` whatever their number (its
 * migration says how it judges and places them), in a caller's transaction or alone. Each input gets
 * its own outcome: a send to a chat its sender is not in, or naming a file that is not theirs, is
 * refused alone and writes nothing; the rest are stored. Outcomes keep the order of the inputs, and
 * so do the positions.
 */
export async function storeChatMessages(
  db: Kysely<Database>,
  inputs: ChatSendInput[],
): Promise<ChatSendOutcome[]> {
  if (inputs.length === 0) return [];
  const firstOf = firstSends(inputs);
  const files = await ownFiles(db, inputs);
  const sentAt = new Date();
  const rows = inputs.flatMap((input, i) =>
    firstOf[i] === i
      ? [
          {
            i,
            chat_id: input.chatId,
            sender_user_id: input.senderUserId,
            client_id: input.clientId,
            kind: input.body.kind,
            body: input.body,
            fits: attachmentFits(input, files),
            // Spec §8 41344: contact details travel through the number exchange, not in messages;
            // whether this chat's numbers were exchanged is known once it is locked.
            contact: input.body.kind === 'text' && containsContactInfo(input.body.text),
          },
        ]
      : [],
  );
  // The batch goes as UTF-8 bytes (PGlite measures a string parameter in JavaScript, database.ts)
  // and the verdicts come back as one flat array of numbers (the migration says why).
  const { rows: answer } = await sql<{ judged: string }>`select store_chat_messages(
    ${Buffer.from(JSON.stringify(rows))}::json, ${sentAt}) as judged`.execute(db);
  const judged = JSON.parse(answer[0]!.judged) as number[];
  const sentAtText = sentAt.toISOString();

  // Where each send's numbers start in `judged`.
  const rowOf: number[] = [];
  for (let at = 0; at < judged.length; at += fieldCount) rowOf[judged[at]!] = at;
  const outcomes: ChatSendOutcome[] = [];
  inputs.forEach((input, i) => {
    const first = outcomes[firstOf[i]!];
    // A client_id sent twice in one batch (an outbox flushed twice) is one message: the repeat
    // gets its first send's answer and nothing else.
    outcomes.push(
      first ? (first.ok ? { ok: true, ack: first.ack, deliveries: [] } : first) : judge(input, rowOf[i]!),
    );
  });
  return outcomes;

  function judge(input: ChatSendInput, at: number): ChatSendOutcome {
    // Read in place (no closure a send: a batch holds thousands).
    switch (judged[at + field.verdict]) {
      case verdicts.notFound:
        return { ok: false, error: ApiError.notFound() };
      case verdicts.blocked:
        // Spec §6: once the seeker blocked the company, neither side reaches the other.
        return { ok: false, error: new ApiError(errorCodes.noPermission) };
      case verdicts.invalid:
        return { ok: false, error: new ApiError(errorCodes.parameterInvalid) };
      case verdicts.contact:
        return { ok: false, error: new ApiError(errorCodes.noContactInMessages) };
      case verdicts.stored:
        return {
          ok: true,
          ack: {
            client_id: input.clientId,
            seq: judged[at + field.storedSeq]!,
            message_id: judged[at + field.storedId]!,
            sent_at: new Date(judged[at + field.storedAt]!).toISOString(),
          },
          deliveries: [],
        };
    }
    const message: TChatMessage = {
      id: judged[at + field.id]!,
      chat_id: input.chatId,
      chat_seq: judged[at + field.chatSeq]!,
      sender_user_id: input.senderUserId,
      client_id: input.clientId,
      body: input.body,
      sent_at: sentAtText,
    };
    const seq = judged[at + field.eventSeq]!;
    const delivery: ChatDelivery = {
      chat_id: input.chatId,
      seq,
      members: [judged[at + field.jobseekerId]!, judged[at + field.recruiterUserId]!],
      audience: null,
      event: { type: 'message', message },
    };
    const ack = { client_id: input.clientId, seq, message_id: message.id, sent_at: sentAtText };
    return { ok: true, ack, deliveries: [delivery] };
  }
}

/** For each send, the batch's first send with its sender and client_id: itself, or the one it repeats. */
function firstSends(inputs: ChatSendInput[]): number[] {
  const byClientId = new Map<string, number>();
  return inputs.map((input, i) => {
    const first = byClientId.get(input.clientId);
    if (first !== undefined && inputs[first]!.senderUserId === input.senderUserId) return first;
    byClientId.set(input.clientId, i);
    return i;
  });
}

/** How the statement judged each send, in the order it asks. */
const verdicts = { notFound: 1, blocked: 2, stored: 3, invalid: 4, contact: 5, fresh: 6 } as const;

/**
 * The numbers the statement answers for each send, at these offsets, 0 where there is none
 * (migration 2026-11-29-c says which).
 */
const field = {
  i: 0,
  verdict: 1,
  id: 2,
  chatSeq: 3,
  eventSeq: 4,
  jobseekerId: 5,
  recruiterUserId: 6,
  storedId: 7,
  storedSeq: 8,
  storedAt: 9,
} as const;
const fieldCount = Object.keys(field).length;

/** Images and files must name a file their sender uploaded, of the kind and size claimed. */
async function ownFiles(db: Kysely<Database>, inputs: ChatSendInput[]) {
  const ids = inputs.flatMap((i) =>
    i.body.kind === 'image' || i.body.kind === 'file' ? [i.body.file_id] : [],
  );
  if (ids.length === 0) return new Map<string, { uploader_user_id: number; mime: string; size: number }>();
  const rows = await db
    .selectFrom('chat_files')
    .select(['id', 'uploader_user_id', 'mime', 'size'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

function attachmentFits(
  input: ChatSendInput,
  files: Map<string, { uploader_user_id: number; mime: string; size: number }>,
): boolean {
  const { body } = input;
  if (body.kind !== 'image' && body.kind !== 'file') return true;
  const file = files.get(body.file_id);
  return (
    file !== undefined &&
    file.uploader_user_id === input.senderUserId &&
    file.mime === body.mime &&
    file.size === body.size &&
    (body.kind === 'image') === file.mime.startsWith('image/')
  );
}

export interface ChatAck {
  client_id: string;
  /** The message's position in its chat's log. */
  seq: number;
  message_id: number;
  sent_at: string;
}

export interface ChatSendInput {
  senderUserId: number;
  /** The idempotency key: a resend of a stored message writes nothing and gets the same ack. */
  clientId: string;
  chatId: number;
  /** Cards are placed by the relay only: the socket's frames carry message bodies alone. */
  body: TChatMessageBody | TChatCardBody;
}

/**
 * Stores one message. A chat the sender is not a member of is answered
 * as not found, an attachment that is not the sender's as invalid, and nothing is written.
 * Sockets go through the send queue, which stores many at once the same way.
 */
export async function sendChatMessage(
  db: Db,
  input: ChatSendInput,
): Promise<{ ack: ChatAck; deliveries: ChatDelivery[] }> {
  const [outcome] = await storeChatMessages(db, [input]);
  if (!outcome?.ok) throw outcome?.error;
  return outcome;
}
