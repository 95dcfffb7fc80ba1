import { z } from 'zod';
import { ZChatExchange, ZInterview, ZOffer } from './chat-actions';
import { unsafeTextIssues } from './safe-text';

/**
 * The chat socket protocol (`GET /api/chat/socket`): every frame in both directions, as JSON text
 * frames. The spec is silent on sizes; these limits are ours, chosen so one frame stays small:
 * a text message holds at most 2,000 characters, a frame at most 16 KiB.
 */
export const chatLimits = {
  textMax: 2000,
  /** One emoji sequence (flags, skin tones and ZWJ families stay well under this). */
  emojiMax: 32,
  fileNameMax: 255,
  /** Spec §8 41007: files over 20 MB are refused. */
  fileBytesMax: 20 * 1024 * 1024,
  frameBytesMax: 16 * 1024,
  /** Events a replay sends per database read. */
  replayPage: 500,
  /** Chat positions one `hello` frame carries (30 bytes each at most: 15 KB, inside a frame). */
  helloCursorsMax: 500,
  /** The spec gives no recall window; ours is 2 minutes after sending. */
  recallMs: 2 * 60 * 1000,
  /** Spec §9: chat history is kept 30 days after the last message. */
  historyDays: 30,
} as const;

const ZId = z.number().int().positive().max(2_147_483_647);
const ZSeq = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** Each message carries a client-generated UUID: the idempotency key of its send. */
export const ZChatClientId = z.uuid();

export const chatMessageKinds = ['text', 'emoji', 'image', 'file'] as const;

const ZAttachment = z.object({
  /** The stored file's id from the upload service. */
  file_id: z.uuid(),
  name: z.string().trim().min(1).max(chatLimits.fileNameMax),
  size: z.number().int().positive().max(chatLimits.fileBytesMax),
  mime: z.string().min(3).max(127),
});

/** What a message says, by kind. */
export const ZChatMessageBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string().trim().min(1).max(chatLimits.textMax) }).strict(),
  z
    .object({
      kind: z.literal('emoji'),
      emoji: z
        .string()
        .min(1)
        .max(chatLimits.emojiMax)
        .regex(
          /^\p{Extended_Pictographic}(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\u200d|\ufe0f)*$/u,
        ),
    })
    .strict(),
  z.object({ kind: z.literal('image'), ...ZAttachment.shape }).strict(),
  z.object({ kind: z.literal('file'), ...ZAttachment.shape }).strict(),
]);

/**
 * A message's body as stored and delivered: once recalled, what it said is erased from the relay's
 * message row (the chat's log replays messages from their rows) and only this tombstone remains.
 */
export const ZChatStoredBody = z.discriminatedUnion('kind', [
  ...ZChatMessageBody.options,
  z.object({ kind: z.literal('recalled') }).strict(),
  ...chatCardBodies(),
]);

/**
 * Cards the relay places in a chat when one side acts (never sent through the socket): an
 * interview invitation, an offer, an exchange request, a resume sent. The card shows the record's
 * latest state, delivered as its own event (`interview`, `offer`, `exchange`) before the card.
 */
function chatCardBodies() {
  return [
    z.object({ kind: z.literal('interview'), interview_id: ZId }).strict(),
    z.object({ kind: z.literal('offer'), offer_id: ZId }).strict(),
    z.object({ kind: z.literal('exchange'), exchange_id: ZId }).strict(),
    z
      .object({ kind: z.literal('resume'), resume_id: ZId, filename: z.string(), size: z.number().int() })
      .strict(),
  ] as const;
}
export const ZChatCardBody = z.discriminatedUnion('kind', chatCardBodies());
export type TChatCardBody = z.infer<typeof ZChatCardBody>;

/** Whether a stored message is a card the relay placed (shown as its record, never recalled). */
export function isChatCardBody(body: { kind: string }): body is TChatCardBody {
  return (
    body.kind === 'interview' || body.kind === 'offer' || body.kind === 'exchange' || body.kind === 'resume'
  );
}

export const ZChatMessage = z.object({
  id: ZId,
  chat_id: ZId,
  /** Position in its chat, from 1: the order both sides show. */
  chat_seq: ZSeq,
  sender_user_id: ZId,
  client_id: ZChatClientId,
  body: ZChatStoredBody,
  sent_at: z.iso.datetime({ offset: true }),
});

export const ZChatSummary = z.object({
  id: ZId,
  jobseeker_id: ZId,
  recruiter_id: ZId,
  recruiter_user_id: ZId,
  job_id: ZId.nullable(),
  company_id: ZId,
  created_at: z.iso.datetime({ offset: true }),
});

/** One member's own view of a chat; each member has theirs. */
export const ZChatMemberState = z.object({
  chat_id: ZId,
  pinned: z.boolean(),
  muted: z.boolean(),
  /** In the not-interested folder (undoable). */
  not_interested: z.boolean(),
  /** Deleted by this member: hidden from their list until a newer message arrives. */
  deleted: z.boolean(),
  /** Messages up to this chat_seq are erased from this member's view. */
  cleared_up_to: ZSeq,
});

/**
 * What happened in a chat, stored once in that chat's log at the next position of the chat (its
 * event seq). Most events are for both members; `chat_state`, `cleared` and `hidden` are one
 * member's own and reach that member only.
 */
export const ZChatEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chat'), chat: ZChatSummary }),
  z.object({ type: z.literal('message'), message: ZChatMessage }),
  z.object({
    type: z.literal('read'),
    chat_id: ZId,
    reader_user_id: ZId,
    /** The reader has read every message of the chat up to this chat_seq. */
    up_to_seq: ZSeq,
  }),
  z.object({ type: z.literal('recall'), chat_id: ZId, message_id: ZId }),
  /** This member's own view of a chat changed (pin, mute, not interested, deleted). */
  z.object({ type: z.literal('chat_state'), state: ZChatMemberState }),
  /** This member's messages of the chat up to this chat_seq are erased (deleted chat, 30-day purge). */
  z.object({ type: z.literal('cleared'), chat_id: ZId, up_to_seq: ZSeq }),
  /** This member deleted the message for themselves only. */
  z.object({ type: z.literal('hidden'), chat_id: ZId, message_id: ZId }),
  /** An interview invitation was sent or changed: its latest state, for its card and My Jobs. */
  z.object({ type: z.literal('interview'), interview: ZInterview }),
  z.object({ type: z.literal('offer'), offer: ZOffer }),
  z.object({ type: z.literal('exchange'), exchange: ZChatExchange }),
]);

// ---- client → server

export const ZClientFrame = z.discriminatedUnion('type', [
  /**
   * First frame(s) after `welcome`: where this browser stands in each chat it holds, as
   * [chat_id, last event seq applied]. A browser with more chats than one frame carries sends
   * several, all but the last with `more`. The relay then replays every chat of the member from
   * there (a chat not named, from its start) and goes live.
   */
  z
    .object({
      type: z.literal('hello'),
      cursors: z.array(z.tuple([ZId, ZSeq])).max(chatLimits.helloCursorsMax),
      more: z.boolean().optional(),
    })
    .strict(),
  z
    .object({ type: z.literal('send'), client_id: ZChatClientId, chat_id: ZId, body: ZChatMessageBody })
    .strict(),
  z.object({ type: z.literal('read'), chat_id: ZId, up_to_seq: ZSeq }).strict(),
  z.object({ type: z.literal('ping') }).strict(),
  /** Changes this member's own view of a chat; omitted fields stay as they are. */
  z
    .object({
      type: z.literal('chat_state'),
      chat_id: ZId,
      pinned: z.boolean().optional(),
      muted: z.boolean().optional(),
      not_interested: z.boolean().optional(),
    })
    .strict(),
  /** Erases the chat's history for this member only; the other side keeps theirs. */
  z.object({ type: z.literal('delete_chat'), chat_id: ZId }).strict(),
  /** The sender takes a message back within chatLimits.recallMs; both sides see 'message recalled'. */
  z.object({ type: z.literal('recall'), message_id: ZId }).strict(),
  /** Deletes a message for this member only. */
  z.object({ type: z.literal('hide_message'), message_id: ZId }).strict(),
]);

// ---- server → client

export const ZServerFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), user_id: ZId, role: z.enum(['jobseeker', 'recruiter']) }),
  /** Sent after a hello once every chat's stored events after its cursor have gone out. */
  z.object({ type: z.literal('synced') }),
  /**
   * Sent before the replay: chats the hello named that the relay does not hold for this member
   * (the other side deleted their account) or where the browser is ahead of the relay's log (its
   * store outlived a reset database). The browser drops what it holds of them; a chat that still
   * exists is then replayed from its start.
   */
  z.object({ type: z.literal('forget'), chat_ids: z.array(ZId) }),
  /**
   * A send stored (or found stored: a resend), where its message's event did not reach the sending
   * socket first (a `sent` frame answers it there).
   */
  z.object({
    type: z.literal('ack'),
    client_id: ZChatClientId,
    /** The message's position in its chat's log (its event seq). */
    seq: ZSeq,
    message_id: ZId,
    sent_at: z.iso.datetime({ offset: true }),
  }),
  /**
   * The event at position `seq` of chat `chat_id`'s log. `after` is the position of the event
   * this socket sent before it in that chat (or the hello's cursor): positions between are
   * another member's own events, or messages this member deleted, and are skipped. A browser
   * applies it when `after` is not past what it holds; otherwise something was lost on the way.
   */
  z.object({ type: z.literal('event'), chat_id: ZId, seq: ZSeq, after: ZSeq, event: ZChatEvent }),
  /**
   * This socket's send, stored: its message's event at position `seq`, `after` as in an `event`
   * frame, without what the socket sent (the body is the send's). The sending socket gets this
   * instead of the event, which the member's other sockets get; it answers the send.
   */
  z.object({
    type: z.literal('sent'),
    chat_id: ZId,
    seq: ZSeq,
    after: ZSeq,
    client_id: ZChatClientId,
    message_id: ZId,
    chat_seq: ZSeq,
    sent_at: z.iso.datetime({ offset: true }),
  }),
  z.object({
    type: z.literal('error'),
    code: z.number().int(),
    message: z.string(),
    /** The client_id (or frame type) the error answers, when there is one. */
    ref: z.string().optional(),
  }),
  /** Spec §2: a seeker receiving this is sent to /chat/{chat_id}. */
  z.object({ type: z.literal('push'), push_type: z.literal('jobseeker_redirect'), chat_id: ZId }),
  /** Issue 17 §5: a new notice in the seeker's notification center, and their unread count now. */
  z.object({ type: z.literal('notification'), notification_id: ZId, unread: z.number().int().min(0) }),
  z.object({ type: z.literal('pong') }),
]);

export type TChatMessageBody = z.infer<typeof ZChatMessageBody>;
export type TChatStoredBody = z.infer<typeof ZChatStoredBody>;
export type TChatMessageKind = TChatMessageBody['kind'];
export type TChatMessage = z.infer<typeof ZChatMessage>;
export type TChatSummary = z.infer<typeof ZChatSummary>;
export type TChatMemberState = z.infer<typeof ZChatMemberState>;
export type TChatEvent = z.infer<typeof ZChatEvent>;
export type TClientFrame = z.infer<typeof ZClientFrame>;
export type TServerFrame = z.infer<typeof ZServerFrame>;

/** Close codes the relay uses besides 1000/1001 (RFC 6455 §7.4: 1008 policy, 1009 too big). */
export const chatCloseCodes = {
  unauthorised: 4401,
  policyViolation: 1008,
  tooBig: 1009,
  goingAway: 1001,
} as const;

/**
 * A text frame parsed by the contract; null when it is not JSON, not a client frame, or holds
 * text the database cannot keep (NUL, lone surrogates) anywhere in it.
 */
export function parseClientFrame(text: string): TClientFrame | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (mayHoldUnsafeText.test(text) && unsafeTextIssues(value).length > 0) return null;
  const parsed = ZClientFrame.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The client_id of the send a server frame answers, if it answers one: an ack or a sent frame. */
export function answeredSend(frame: TServerFrame): string | null {
  return frame.type === 'ack' || frame.type === 'sent' ? frame.client_id : null;
}

/**
 * NUL and lone surrogates reach parsed JSON only through a `\u` escape or a surrogate in the text
 * itself (JSON refuses a raw NUL in a string): a frame with neither, nearly every one, skips the
 * walk over its values.
 */
const mayHoldUnsafeText = /\\u|[\uD800-\uDFFF]/;
