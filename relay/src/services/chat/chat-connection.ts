import type { Duplex } from 'node:stream';
import {
  chatCloseCodes,
  chatLimits,
  errorCodes,
  parseClientFrame,
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
import { type ChatDelivery, headChatSeq, publishChatDeliveries, readChatEvents } from './chat-event-log';
import type { ChatListener } from './chat-hub';
import { applyMemberAction, memberActionRef } from './chat-member-frames';
import type { ChatPush } from './chat-push';
import type { ChatSendQueue } from './chat-send-queue';
import type { ChatMember } from './chat-socket-access';
import { markChatRead } from './mark-chat-read';

/**
 * Frames a socket may send: a burst for an outbox flushed after a reconnect, then a steady rate
 * far above any person typing. Beyond it, or after repeated malformed frames, the socket is closed
 * with the policy-violation code.
 */
export const chatFloodLimits = { burst: 600, perSecond: 300, malformedFrames: 20 } as const;

interface ConnectionContext {
  db: Db;
  bus: Bus;
  log: FastifyBaseLogger;
  language: Parameters<typeof errorMessage>[0];
  onDelivered: () => void;
  sendQueue: ChatSendQueue;
}

/**
 * One member's socket. Frames are handled one at a time, in arrival order. Events go out strictly
 * in seq order: a live event that is the next one is sent at once, anything else (a gap, or events
 * arriving during a replay) makes the connection read its log from the database instead.
 */
export class ChatConnection implements ChatListener {
  readonly userId: number;
  /** The last seq sent; null until the client's hello says where it stands. */
  private sentUpTo: number | null = null;
  private pumping: Promise<void> | null = null;
  private pumpAgain = false;
  private frames: Promise<void> = Promise.resolve();
  /** This socket's sends queued and not yet answered. */
  private readonly sending = new Set<Promise<void>>();
  private tokens: number = chatFloodLimits.burst;
  private refilledAt = Date.now();
  private malformed = 0;
  private holding = false;

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
      this.socket.close(chatCloseCodes.policyViolation, 'too many frames');
      return;
    }
    const frame = isBinary ? null : parseFrame(data);
    if (!frame) {
      this.malformed += 1;
      if (this.malformed > chatFloodLimits.malformedFrames) {
        this.socket.close(chatCloseCodes.policyViolation, 'malformed frames');
        return;
      }
      this.sendError(errorCodes.parameterInvalid, 'frame');
      return;
    }
    if (frame.type === 'send') {
      // Sends are pipelined: queued in arrival order without waiting for the one before to be
      // stored, so one socket's burst (an outbox flushed after a reconnect) fills a batch.
      this.frames = this.frames.then(() => this.startSend(frame));
      return;
    }
    // Anything else waits for this socket's earlier sends: a chat deleted after a message was
    // sent must not be deleted before it.
    this.frames = this.frames.then(async () => {
      await Promise.all(this.sending);
      await this.handle(frame);
    });
  }

  offer(delivery: ChatDelivery): void {
    if (this.sentUpTo === null || delivery.seq <= this.sentUpTo) return;
    if (!this.pumping && delivery.seq === this.sentUpTo + 1) {
      this.deliver(delivery);
      return;
    }
    void this.pump();
  }

  push(push: ChatPush): void {
    // Only a live socket (past its hello) is sent somewhere; a replaying one would jump too early.
    if (this.sentUpTo !== null)
      this.send({ type: 'push', push_type: 'jobseeker_redirect', chat_id: push.chat_id });
  }

  notice(push: NotificationPush): void {
    // Not an event of the log: a socket still replaying hears of it at the count it reads when live.
    if (this.sentUpTo !== null)
      this.send({ type: 'notification', notification_id: push.notification_id, unread: push.unread });
  }

  private async handle(frame: Exclude<TClientFrame, { type: 'send' }>): Promise<void> {
    try {
      switch (frame.type) {
        case 'hello':
          await this.hello(frame.last_seq);
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
      this.failed(frame, error);
    }
  }

  /** Stored with other sockets' sends in one transaction, and published, before the ack. */
  private startSend(frame: Extract<TClientFrame, { type: 'send' }>): void {
    const sent: Promise<void> = this.context.sendQueue
      .send({ senderUserId: this.userId, clientId: frame.client_id, chatId: frame.chat_id, body: frame.body })
      .then(
        ({ ack }) => {
          this.send({ type: 'ack', ...ack });
        },
        (error: unknown) => this.failed(frame, error),
      )
      .finally(() => this.sending.delete(sent));
    this.sending.add(sent);
  }

  private failed(frame: TClientFrame, error: unknown): void {
    const ref = frame.type === 'send' ? frame.client_id : memberActionRef(frame);
    if (error instanceof ApiError) {
      this.sendError(error.code, ref);
      return;
    }
    this.context.log.error({ err: error, frame: frame.type }, 'chat frame failed');
    this.sendError(errorCodes.internalError, ref);
  }

  /** Replays everything after last_seq, then marks the socket live with `synced`. */
  private async hello(lastSeq: number): Promise<void> {
    await this.pumping;
    const head = await headChatSeq(this.context.db, this.userId);
    // A client ahead of the server (its store outlived a reset database) starts again from the head.
    this.sentUpTo = Math.min(lastSeq, head);
    await this.pump();
    this.send({ type: 'synced', seq: this.sentUpTo });
  }

  private pump(): Promise<void> {
    if (this.pumping) {
      this.pumpAgain = true;
      return this.pumping;
    }
    this.pumping = (async () => {
      try {
        do {
          this.pumpAgain = false;
          for (;;) {
            const page = await readChatEvents(
              this.context.db,
              this.userId,
              this.sentUpTo ?? 0,
              chatLimits.replayPage,
            );
            for (const delivery of page) this.deliver(delivery);
            if (page.length < chatLimits.replayPage) break;
          }
        } while (this.pumpAgain);
      } catch (error) {
        this.context.log.error({ err: error }, 'chat replay failed');
        this.socket.close(chatCloseCodes.goingAway, 'replay failed');
      } finally {
        this.pumping = null;
      }
    })();
    return this.pumping;
  }

  private deliver(delivery: ChatDelivery): void {
    if (this.sentUpTo !== null && delivery.seq !== this.sentUpTo + 1) return;
    this.sentUpTo = delivery.seq;
    if (this.send({ type: 'event', seq: delivery.seq, event: delivery.event })) this.context.onDelivered();
  }

  private sendError(code: number, ref: string): void {
    this.send({ type: 'error', code, message: errorMessage(this.context.language, code), ref });
  }

  private send(frame: TServerFrame): boolean {
    if (this.socket.readyState !== this.socket.OPEN) return false;
    this.holdWrites();
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  /**
   * Frames sent in one pass of the event loop (a batch's events and the acks that follow them)
   * leave in one write: each write is a system call, the largest cost of delivery after the
   * database. ws has no public cork, so its TCP socket is corked until the pass ends.
   */
  private holdWrites(): void {
    if (this.holding) return;
    const tcp = (this.socket as unknown as { _socket?: Duplex | null })._socket;
    if (!tcp) return;
    this.holding = true;
    tcp.cork();
    process.nextTick(() => {
      this.holding = false;
      tcp.uncork();
    });
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
