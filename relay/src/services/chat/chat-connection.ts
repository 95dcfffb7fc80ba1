import type { Duplex } from 'node:stream';
import {
  chatCloseCodes,
  chatLimits,
  errorCodes,
  parseClientFrame,
  type TChatEvent,
  type TChatMessage,
  type TClientFrame,
  type TServerFrame,
} from '@talkhire/contracts';
import { errorMessage } from '@talkhire/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Bus } from '../../bus/bus';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { NotificationPush } from '../notification-center';
import {
  type ChatDelivery,
  isFor,
  memberChatHeads,
  publishChatDeliveries,
  readChatLogs,
} from './chat-event-log';
import type { ChatListener } from './chat-hub';
import { applyMemberAction, memberActionRef } from './chat-member-frames';
import type { ChatPush } from './chat-push';
import type { ChatSender, ChatSendQueue } from './chat-send-queue';
import type { ChatMember } from './chat-socket-access';
import { markChatRead } from './mark-chat-read';
import type { ChatAck, ChatSendInput } from './send-chat-messages';
import { textFrames } from './websocket-text-frames';

/**
 * Frames a socket may send: a burst for an outbox flushed after a reconnect, then a steady rate
 * far above any person typing. Beyond it, or after repeated malformed frames, the socket is closed
 * with the policy-violation code.
 */
export const chatFloodLimits = { burst: 600, perSecond: 300, malformedFrames: 20 } as const;

/** Chats read from the log in one statement: a new browser of a Boss with thousands of chats. */
const replayChatsPerRead = 100;

/** Chats one hello may name in all its frames: far past any member's, so a hello cannot hoard memory. */
export const helloCursorsTotalMax = 100_000;

interface ConnectionContext {
  db: Db;
  bus: Bus;
  log: FastifyBaseLogger;
  language: Parameters<typeof errorMessage>[0];
  onDelivered: () => void;
  sendQueue: ChatSendQueue;
}

/**
 * One member's socket. Frames are handled one at a time, in arrival order. Each chat's events go
 * out strictly in their log's order: a live event at the next position of its chat is sent at
 * once, anything else (a gap, or events arriving during a replay) makes the connection read that
 * chat's log from the database instead.
 */
export class ChatConnection implements ChatListener, ChatSender {
  readonly userId: number;
  /** How far each chat's log has been read, the other member's positions included; null until the hello. */
  private position: Map<number, number> | null = null;
  /** The position of the last event sent in each chat: the next one's `after`. */
  private readonly told = new Map<number, number>();
  /** Chats whose log must be read: named by the hello, or heard of out of order. */
  private readonly stale = new Set<number>();
  private helloCursors: [number, number][] = [];
  private pumping: Promise<void> | null = null;
  private frames: Promise<void> = Promise.resolve();
  /** Frames other than sends in `frames`, not yet handled. */
  private handling = 0;
  /** This socket's sends queued and not yet answered, and who waits for them all to be. */
  private sendsOpen = 0;
  private onSendsAnswered: (() => void)[] = [];
  /** The client_ids of those sends, and of them the ones answered by a sent frame already. */
  private readonly unanswered = new Set<string>();
  private readonly sentFrames = new Set<string>();
  private tokens: number = chatFloodLimits.burst;
  private refilledAt = Date.now();
  private malformed = 0;
  /** Frames sent in this pass of the event loop, written together at its end. */
  private outgoing: string[] = [];

  constructor(
    readonly member: ChatMember,
    private readonly socket: WebSocket,
    private readonly context: ConnectionContext,
  ) {
    this.userId = member.userId;
  }

  /** Called for every incoming frame; malformed and flooding sockets are dealt with here. */
  receive(data: unknown, isBinary: boolean): void {
    if (!this.takeToken()) {
      this.close(chatCloseCodes.policyViolation, 'too many frames');
      return;
    }
    const frame = isBinary ? null : parseFrame(data);
    if (!frame) {
      this.malformed += 1;
      if (this.malformed > chatFloodLimits.malformedFrames) {
        this.close(chatCloseCodes.policyViolation, 'malformed frames');
        return;
      }
      this.sendError(errorCodes.parameterInvalid, 'frame');
      return;
    }
    if (frame.type === 'send') {
      // Sends are pipelined: queued in arrival order without waiting for the one before to be
      // stored, so one socket's burst (an outbox flushed after a reconnect) fills a batch. Only a
      // frame of another kind still being handled (a hello) holds them back.
      if (this.handling === 0) this.startSend(frame);
      else this.frames = this.frames.then(() => this.startSend(frame));
      return;
    }
    // Anything else waits for this socket's earlier sends: a chat deleted after a message was
    // sent must not be deleted before it.
    this.handling += 1;
    this.frames = this.frames.then(async () => {
      try {
        await this.sendsAnswered();
        await this.handle(frame);
      } finally {
        this.handling -= 1;
      }
    });
  }

  offer(delivery: ChatDelivery): void {
    const { chat_id: chatId, seq } = delivery;
    // Before the hello is answered, the chat is read from the log once its heads are known.
    if (!this.position) {
      this.stale.add(chatId);
      return;
    }
    const at = this.position.get(chatId) ?? 0;
    if (seq <= at) return;
    if (!this.pumping && seq === at + 1) {
      this.deliver(chatId, seq, isFor(delivery, this.userId) ? delivery.event : null);
      return;
    }
    this.stale.add(chatId);
    void this.pump();
  }

  push(push: ChatPush): void {
    // Only a live socket (past its hello) is sent somewhere; a replaying one would jump too early.
    if (this.position !== null)
      this.send({ type: 'push', push_type: 'jobseeker_redirect', chat_id: push.chat_id });
  }

  notice(push: NotificationPush): void {
    // Not an event of the log: a socket still replaying hears of it at the count it reads when live.
    if (this.position !== null)
      this.send({ type: 'notification', notification_id: push.notification_id, unread: push.unread });
  }

  /**
   * The relay's Redis subscription was lost and is back: events published meanwhile never reached
   * this socket. Its browser reconnects and replays from its cursors, as after any lost socket.
   */
  missed(): void {
    this.close(chatCloseCodes.goingAway, 'events missed');
  }

  private async handle(frame: Exclude<TClientFrame, { type: 'send' }>): Promise<void> {
    try {
      switch (frame.type) {
        case 'hello':
          await this.hello(frame);
          return;
        case 'ping':
          this.send({ type: 'pong' });
          return;
        case 'read': {
          const deliveries = await markChatRead(this.context.db, {
            readerUserId: this.userId,
            chatId: frame.chat_id,
            upToSeq: frame.up_to_seq,
          });
          await publishChatDeliveries(this.context.bus, deliveries);
          return;
        }
        default:
          await publishChatDeliveries(
            this.context.bus,
            await applyMemberAction(this.context.db, this.userId, frame),
          );
          return;
      }
    } catch (error) {
      this.refused(memberActionRef(frame), frame.type, error);
    }
  }

  /**
   * Stored with other sockets' sends in one statement, and published, before it is answered. Where
   * the message's event reaches this socket first (as it does when published on this relay), the
   * socket gets a sent frame in its place, which answers the send; an ack goes only where it did not.
   */
  private startSend(frame: Extract<TClientFrame, { type: 'send' }>): void {
    this.unanswered.add(frame.client_id);
    this.sendsOpen += 1;
    this.context.sendQueue.send(
      { senderUserId: this.userId, clientId: frame.client_id, chatId: frame.chat_id, body: frame.body },
      this,
    );
  }

  /** The send queue's answer to a send of this socket. */
  stored(input: ChatSendInput, { ack }: { ack: ChatAck }): void {
    if (!this.sentFrames.has(input.clientId)) this.send({ type: 'ack', ...ack });
    this.answered(input.clientId);
  }

  /** The send queue's refusal of a send of this socket. */
  failed(input: ChatSendInput, error: unknown): void {
    this.refused(input.clientId, 'send', error);
    this.answered(input.clientId);
  }

  private answered(clientId: string): void {
    this.unanswered.delete(clientId);
    this.sentFrames.delete(clientId);
    this.sendsOpen -= 1;
    if (this.sendsOpen === 0) for (const resolve of this.onSendsAnswered.splice(0)) resolve();
  }

  /** Settles once every send started so far is answered. */
  private sendsAnswered(): Promise<void> | undefined {
    if (this.sendsOpen === 0) return;
    return new Promise((resolve) => this.onSendsAnswered.push(resolve));
  }

  /** A frame's error answer, named by `ref`: the send's client_id, or the action it asked. */
  private refused(ref: string, frameType: TClientFrame['type'], error: unknown): void {
    if (error instanceof ApiError) {
      this.sendError(error.code, ref);
      return;
    }
    this.context.log.error({ err: error, frame: frameType }, 'chat frame failed');
    this.sendError(errorCodes.internalError, ref);
  }

  /**
   * Collects the hello's cursors (several frames for a browser with many chats), then tells the
   * browser which chats to forget, replays every chat of the member past its cursor, and marks the
   * socket live with `synced`.
   */
  private async hello(frame: Extract<TClientFrame, { type: 'hello' }>): Promise<void> {
    if (this.position) return;
    this.helloCursors.push(...frame.cursors);
    if (this.helloCursors.length > helloCursorsTotalMax) {
      this.close(chatCloseCodes.policyViolation, 'hello too long');
      return;
    }
    if (frame.more) return;
    const heads = await memberChatHeads(this.context.db, this.userId);
    const position = new Map<number, number>();
    const forget = new Set<number>();
    for (const [chatId, seq] of this.helloCursors) {
      const head = heads.get(chatId);
      // Not the member's chat (any more), or the browser is past the log (a reset database): it
      // drops the chat, which is then replayed from its start, however else the hello named it.
      if (head === undefined || seq > head) {
        forget.add(chatId);
        position.delete(chatId);
      } else if (!forget.has(chatId)) position.set(chatId, seq);
    }
    this.helloCursors = [];
    if (forget.size > 0) this.send({ type: 'forget', chat_ids: [...forget] });
    for (const [chatId, seq] of position) this.told.set(chatId, seq);
    for (const [chatId, head] of heads) if (head > (position.get(chatId) ?? 0)) this.stale.add(chatId);
    this.position = position;
    await this.pump();
    this.send({ type: 'synced' });
  }

  /** Reads each stale chat's log past its position until none is left, a page at a time. */
  private pump(): Promise<void> {
    if (!this.pumping) {
      this.pumping = this.replayStale().finally(() => {
        this.pumping = null;
        // A chat heard of out of order between the last read and now.
        if (this.stale.size > 0) void this.pump();
      });
    }
    return this.pumping;
  }

  private async replayStale(): Promise<void> {
    try {
      while (this.stale.size > 0) {
        const chatIds = [...this.stale].slice(0, replayChatsPerRead);
        for (const chatId of chatIds) this.stale.delete(chatId);
        await this.replay(chatIds);
      }
    } catch (error) {
      this.context.log.error({ err: error }, 'chat replay failed');
      this.close(chatCloseCodes.goingAway, 'replay failed');
    }
  }

  /** One page of each chat's log past its position; a chat with more is read again. */
  private async replay(chatIds: number[]): Promise<void> {
    const logs = await readChatLogs(this.context.db, {
      userId: this.userId,
      from: chatIds.map((chatId) => [chatId, this.position?.get(chatId) ?? 0]),
      limit: chatLimits.replayPage,
    });
    for (const [chatId, page] of logs) {
      for (const entry of page) this.deliver(chatId, entry.seq, entry.event);
      if (page.length === chatLimits.replayPage) this.stale.add(chatId);
    }
  }

  /** Moves the chat's position to `seq`; sends the event when there is one for this member. */
  private deliver(chatId: number, seq: number, event: TChatEvent | null): void {
    const position = this.position;
    if (!position || seq <= (position.get(chatId) ?? 0)) return;
    position.set(chatId, seq);
    if (!event) return;
    const after = this.told.get(chatId) ?? 0;
    this.told.set(chatId, seq);
    // A message this socket sent comes back as its sent frame: the event less the body it sent.
    const ownSend = event.type === 'message' && this.isUnanswered(event.message);
    const frame: TServerFrame = ownSend
      ? sentFrameOf(chatId, seq, after, event.message)
      : { type: 'event', chat_id: chatId, seq, after, event };
    if (!this.send(frame)) return;
    this.context.onDelivered();
    if (ownSend) this.sentFrames.add(event.message.client_id);
  }

  /** A message this socket sent and is waiting to hear of. */
  private isUnanswered(message: TChatMessage): boolean {
    return message.sender_user_id === this.userId && this.unanswered.has(message.client_id);
  }

  private sendError(code: number, ref: string): void {
    this.send({ type: 'error', code, message: errorMessage(this.context.language, code), ref });
  }

  private send(frame: TServerFrame): boolean {
    if (this.socket.readyState !== this.socket.OPEN) return false;
    if (this.outgoing.length === 0) process.nextTick(this.writeOutgoing);
    this.outgoing.push(JSON.stringify(frame));
    return true;
  }

  /**
   * Frames sent in one pass of the event loop (a batch's events and the sent frames that follow
   * them) leave in one write: each write is a system call, the largest cost of delivery after the
   * database. They are framed here rather than by ws (websocket-text-frames.ts says why), as plain
   * text frames, which every extension allows. Anything else ws sends (the welcome, pings, a close)
   * goes out whole between two of these writes.
   */
  private readonly writeOutgoing = (): void => {
    const texts = this.outgoing;
    if (texts.length === 0) return;
    this.outgoing = [];
    const tcp = (this.socket as unknown as { _socket?: Duplex | null })._socket;
    if (this.socket.readyState !== this.socket.OPEN || !tcp) return;
    tcp.write(textFrames(texts));
  };

  /** Closes the socket after the frames already sent in this pass. */
  private close(code: number, reason: string): void {
    if (this.outgoing.length > 0) this.writeOutgoing();
    this.socket.close(code, reason);
  }

  private takeToken(): boolean {
    const now = Date.now();
    this.tokens = Math.min(
      chatFloodLimits.burst,
      this.tokens + ((now - this.refilledAt) / 1000) * chatFloodLimits.perSecond,
    );
    this.refilledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** The sent frame of a socket's own message: its event, less the body the socket sent. */
function sentFrameOf(chatId: number, seq: number, after: number, message: TChatMessage): TServerFrame {
  const { client_id, id: message_id, chat_seq, sent_at } = message;
  return { type: 'sent', chat_id: chatId, seq, after, client_id, message_id, chat_seq, sent_at };
}

function parseFrame(data: unknown): TClientFrame | null {
  const text = Buffer.isBuffer(data)
    ? data.toString('utf8')
    : Array.isArray(data)
      ? Buffer.concat(data as Buffer[]).toString('utf8')
      : data instanceof ArrayBuffer
        ? Buffer.from(data).toString('utf8')
        : null;
  return text === null ? null : parseClientFrame(text);
}
