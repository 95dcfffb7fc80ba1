import {
  chatLimits,
  chatMessageKinds,
  type TChatEvent,
  type TChatMessage,
  type TChatMessageBody,
  type TChatStoredBody,
  type TClientFrame,
  type TServerFrame,
  ZChatMessageBody,
  ZServerFrame,
} from '@talkhire/contracts';
import {
  type ChatConnectionStatus,
  chatConnectionMachine,
  chatConnectionStatus,
  defaultChatBackoff,
  reconnectDelay,
} from '@talkhire/machines';
import { type Actor, createActor, type InspectionEvent, type Observer } from 'xstate';
import type { ChatCursor, ChatDatabase, OutboxItem, StoredMessage } from './chat-db';
import { applyMemberEvent } from './chat-member-events';

/** A socket as the core sees it; `connect` wires the real one (browser WebSocket, `ws`) to these. */
export interface ChatSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface ChatSocketHandlers {
  message(data: unknown): void;
  /** Called once, however the socket ended (refused upgrade, drop, close). */
  close(code: number): void;
}

export type ChatStatus = ChatConnectionStatus;

/** What the core tells its tabs besides the store itself (which they read with live queries). */
export type ChatCoreNotice =
  | { type: 'status'; status: ChatStatus }
  | { type: 'push'; push_type: 'jobseeker_redirect'; chat_id: number }
  /** Issue 17 §5: a new notice in the notification center; tabs refresh its count and list. */
  | { type: 'notification'; notification_id: number; unread: number }
  | { type: 'error'; code: number; message: string; ref?: string | undefined }
  | { type: 'incoming'; message: TChatMessage };

export interface ChatCoreOptions {
  db: ChatDatabase;
  /** Opens the chat socket; a new socket per (re)connect. */
  connect: (handlers: ChatSocketHandlers) => ChatSocket;
  backoff?: { baseMs: number; maxMs: number };
  /** Sends not yet acknowledged at once on one socket; the rest wait their turn. */
  maxInFlight?: number;
  /** An application ping this often; a socket that answers nothing for two periods is replaced. */
  heartbeatMs?: number;
  /** An event that waits this long for an earlier one means the socket lost it: reconnect. */
  gapTimeoutMs?: number;
  random?: () => number;
  newClientId?: () => string;
  /** Inspection of the connection machine (the developers' live view; never set in production). */
  inspect?: Observer<InspectionEvent>;
}

/** An event received and not applied yet: it applies once its chat's cursor has reached `after`. */
interface PendingEvent {
  chat_id: number;
  seq: number;
  after: number;
  event: TChatEvent;
  /** Its number among the frames received: a `synced` speaks only of the events that came before it. */
  arrival: number;
}

/** What one transaction does: erase the chats to forget, then apply events, each chat's in order. */
interface Step {
  forgotten: number[];
  events: PendingEvent[];
}

/**
 * The chat core of one browser: one socket, the Dexie store, the outbox. A send is written to the
 * outbox before it touches the socket and leaves it only when acknowledged, so a dropped socket, a
 * restarted relay or a closed tab loses nothing; a resend carries the same client_id, so nothing
 * is stored twice. Every chat has its own log: the events of a chat are applied in its seq order,
 * each at most once, with the chat's cursor (the last seq applied) persisted in the same
 * transaction as the event's effect.
 */
export class ChatCore {
  private socket: ChatSocket | null = null;
  /** The socket's lifecycle (connecting, syncing, live, waiting with backoff…): `chatConnectionMachine`. */
  private readonly connection: Actor<typeof chatConnectionMachine>;
  private status: ChatStatus = 'stopped';
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private gapTimer: ReturnType<typeof setTimeout> | null = null;
  private heardSince = true;
  /** Frames received so far, to number them. */
  private arrivals = 0;
  /** Where the store stands in each chat's log, as its `cursors` table says once a step commits. */
  private readonly cursors = new Map<number, number>();
  /** Chats the relay said to forget, not yet erased from the store: their cursor is already 0. */
  private readonly forgetting = new Set<number>();
  private userId: number | null = null;
  /** Unacknowledged sends in the order they were made (mirrors the outbox table). */
  private readonly queue = new Map<string, OutboxItem>();
  private readonly inFlight = new Set<string>();
  /** Events received and not applied yet, by chat and seq. */
  private readonly pendingEvents = new Map<number, Map<number, PendingEvent>>();
  private readonly pendingReads = new Map<number, number>();
  private readonly pendingActions: TClientFrame[] = [];
  private readonly visibleTabs = new Set<string>();
  private draining: Promise<void> | null = null;
  private work: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<(notice: ChatCoreNotice) => void>();
  private readonly loaded: Promise<void>;

  constructor(private readonly options: ChatCoreOptions) {
    this.loaded = this.load();
    const backoff = options.backoff ?? defaultChatBackoff;
    this.connection = createActor(
      chatConnectionMachine.provide({
        actions: { openSocket: () => this.open(), dropSocket: () => this.dropSocket() },
        delays: { reconnect: ({ context }) => reconnectDelay(context.attempt - 1, backoff, options.random) },
      }),
      options.inspect ? { inspect: options.inspect } : {},
    );
    this.connection.subscribe((snapshot) => this.setStatus(chatConnectionStatus(snapshot.value)));
    this.connection.start();
  }

  /** Connects, and keeps reconnecting until stopped. */
  async start(): Promise<void> {
    await this.loaded;
    this.connection.send({ type: 'START' });
  }

  /**
   * The browser's network state, forwarded by the tabs (`online` / `offline` events). Offline, a
   * socket that looks open may be dead without a close for a long time, so it is dropped and no
   * reconnect is tried; sends wait in the outbox. Back online, it reconnects at once.
   */
  setNetwork(online: boolean): void {
    this.connection.send({ type: online ? 'NETWORK.ONLINE' : 'NETWORK.OFFLINE' });
  }

  stop(): void {
    this.connection.send({ type: 'STOP' });
  }

  /** Stops and empties the store, so the next user of this browser starts from nothing. */
  async signOut(): Promise<void> {
    this.stop();
    await this.loaded;
    await this.drained();
    await this.clearStore();
    this.pendingActions.length = 0;
    this.userId = null;
  }

  /** Queues a message: in the store at once (state 'sending'), on the wire when the socket allows. */
  async send(chatId: number, body: TChatMessageBody, givenClientId?: string): Promise<string> {
    const parsed = ZChatMessageBody.parse(body);
    await this.loaded;
    const clientId = givenClientId ?? (this.options.newClientId ?? (() => crypto.randomUUID()))();
    const item: OutboxItem = { client_id: clientId, chat_id: chatId, body: parsed, queued_at: Date.now() };
    const { db } = this.options;
    let known = false;
    await db.transaction('rw', db.messages, db.outbox, async () => {
      // A tab that asked twice (its first answer was lost with a leader tab) queues the message once.
      known = (await db.messages.get(clientId)) !== undefined;
      if (known) return;
      await db.outbox.put(item);
      await db.messages.put({
        client_id: clientId,
        chat_id: chatId,
        sender_user_id: this.userId,
        body: parsed,
        sent_at: new Date(item.queued_at).toISOString(),
        state: 'sending',
      });
    });
    if (known) return clientId;
    this.queue.set(clientId, item);
    this.flushOutbox();
    return clientId;
  }

  /** Sends a failed message again, with its own client_id (spec §4: messages can be resent). */
  async resend(clientId: string): Promise<void> {
    await this.loaded;
    const { db } = this.options;
    const message = await db.messages.get(clientId);
    if (message?.state !== 'failed' || !isSendableBody(message.body)) return;
    const item: OutboxItem = {
      client_id: clientId,
      chat_id: message.chat_id,
      body: message.body,
      queued_at: Date.now(),
    };
    await db.transaction('rw', db.messages, db.outbox, async () => {
      await db.outbox.put(item);
      await db.messages.update(clientId, { state: 'sending', error_code: undefined });
    });
    this.queue.set(clientId, item);
    this.flushOutbox();
  }

  /** Pin, mute, not interested (and undo): this member's own view, on every tab and device. */
  setChatState(
    chatId: number,
    change: { pinned?: boolean; muted?: boolean; not_interested?: boolean },
  ): void {
    this.act({ type: 'chat_state', chat_id: chatId, ...change });
  }

  /** Erases the chat's history for this member only. */
  deleteChat(chatId: number): void {
    this.act({ type: 'delete_chat', chat_id: chatId });
  }

  /** Takes one's own message back (within the relay's time limit); both sides see it recalled. */
  recall(messageId: number): void {
    this.act({ type: 'recall', message_id: messageId });
  }

  /** Deletes a message for this member only. A message never sent is simply dropped. */
  async hideMessage(clientId: string): Promise<void> {
    await this.loaded;
    const { db } = this.options;
    const message = await db.messages.get(clientId);
    if (!message) return;
    if (message.id === undefined || message.state !== 'sent') {
      await db.transaction('rw', db.messages, db.outbox, async () => {
        await db.outbox.delete(clientId);
        await db.messages.delete(clientId);
      });
      this.forget(clientId);
      return;
    }
    this.act({ type: 'hide_message', message_id: message.id });
  }

  /** Tabs say when they are active (shown and focused) or not; with none active, incoming messages are announced. */
  setTabVisible(tabId: string, visible: boolean): void {
    if (visible) this.visibleTabs.add(tabId);
    else this.visibleTabs.delete(tabId);
  }

  /** Marks a chat read up to a chat_seq; only the latest mark per chat is worth sending. */
  markRead(chatId: number, upToSeq: number): void {
    this.pendingReads.set(chatId, Math.max(upToSeq, this.pendingReads.get(chatId) ?? 0));
    this.flushReads();
  }

  subscribe(listener: (notice: ChatCoreNotice) => void): () => void {
    this.listeners.add(listener);
    listener({ type: 'status', status: this.status });
    return () => this.listeners.delete(listener);
  }

  getStatus(): ChatStatus {
    return this.status;
  }

  /** Resolves when every event received so far is in the store. */
  async settled(): Promise<void> {
    await this.work;
    await this.drained();
  }

  private async drained(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private async load(): Promise<void> {
    const { db } = this.options;
    const [cursors, userId, outbox] = await Promise.all([
      db.cursors.toArray(),
      db.meta.get('user_id'),
      db.outbox.orderBy('queued_at').toArray(),
    ]);
    for (const cursor of cursors) this.cursors.set(cursor.chat_id, cursor.seq);
    this.userId = userId?.value ?? null;
    for (const item of outbox) this.queue.set(item.client_id, item);
  }

  /** The machine's `openSocket`, on entering 'connecting'. */
  private open(): void {
    const socket: ChatSocket = this.options.connect({
      message: (data) => {
        if (this.socket !== socket) return;
        this.heardSince = true;
        this.receive(data);
      },
      close: () => {
        if (this.socket !== socket) return;
        this.dropSocket();
        this.connection.send({ type: 'SOCKET_CLOSED' });
      },
    });
    this.socket = socket;
  }

  private receive(data: unknown): void {
    let frame: TServerFrame;
    try {
      frame = ZServerFrame.parse(JSON.parse(String(data)));
    } catch {
      return;
    }
    const arrival = ++this.arrivals;
    switch (frame.type) {
      case 'welcome':
        this.welcome(frame.user_id);
        return;
      case 'event':
        this.hold({
          chat_id: frame.chat_id,
          seq: frame.seq,
          after: frame.after,
          event: frame.event,
          arrival,
        });
        return;
      case 'sent':
        this.sent(frame, arrival);
        return;
      case 'forget':
        this.forgetChats(frame.chat_ids);
        return;
      case 'synced':
        this.synced(arrival);
        return;
      case 'ack':
        this.chain(() => this.acknowledge(frame.client_id, frame.message_id, frame.sent_at));
        return;
      case 'error':
        this.refused(frame.code, frame.message, frame.ref);
        return;
      case 'push':
        this.notify({ type: 'push', push_type: frame.push_type, chat_id: frame.chat_id });
        return;
      case 'notification':
        this.notify({ type: 'notification', notification_id: frame.notification_id, unread: frame.unread });
        return;
      case 'pong':
        return;
    }
  }

  private welcome(userId: number): void {
    const previous = this.userId;
    this.userId = userId;
    this.startHeartbeat();
    const socket = this.socket;
    this.chain(async () => {
      // The hello waits for events already applied, so it names the true cursors.
      await this.drained();
      // Another account signed in on this browser without a sign-out: nothing of the last one stays.
      if (previous !== null && previous !== userId) await this.clearStore();
      await this.options.db.meta.put({ key: 'user_id', value: userId });
      if (this.socket !== socket) return;
      this.connection.send({ type: 'HELLO_SENT' });
      this.sayHello();
      this.flushOutbox();
      this.flushReads();
    });
  }

  /** Where the store stands in each chat it holds, in frames small enough for the relay to take. */
  private sayHello(): void {
    const cursors = [...this.cursors].filter(([chatId]) => !this.forgetting.has(chatId));
    const perFrame = chatLimits.helloCursorsMax;
    // A store that holds no chat still says hello: the last hello is what starts the replay.
    let from = 0;
    do {
      const page = cursors.slice(from, from + perFrame);
      from += perFrame;
      if (from < cursors.length) this.write({ type: 'hello', cursors: page, more: true });
      else this.write({ type: 'hello', cursors: page });
    } while (from < cursors.length);
  }

  private synced(arrival: number): void {
    const socket = this.socket;
    this.chain(async () => {
      // Events that came behind the synced may have started a step meanwhile: it is awaited too,
      // so what is still held below can only be waiting.
      do await this.drained();
      while (this.draining);
      // The socket this answered has gone meanwhile: the next one will say where it stands.
      if (this.socket !== socket) return;
      if (this.waiting(arrival)) {
        // The relay has sent the event this one waits for, and it never arrived: ask again.
        socket?.close(4000, 'gap');
        return;
      }
      this.connection.send({ type: 'SYNCED' });
    });
  }

  /** Empties the store, and what the core keeps in memory of it. */
  private async clearStore(): Promise<void> {
    const { db } = this.options;
    await db.transaction('rw', db.tables, () => Promise.all(db.tables.map((table) => table.clear())));
    this.queue.clear();
    this.inFlight.clear();
    this.pendingReads.clear();
    this.pendingEvents.clear();
    this.forgetting.clear();
    this.cursors.clear();
  }

  /** The relay does not hold these chats as the store does: they go before any later event of theirs. */
  private forgetChats(chatIds: number[]): void {
    for (const chatId of chatIds) {
      // Received before the forget: they belong to the log being forgotten.
      this.pendingEvents.delete(chatId);
      this.forgetting.add(chatId);
    }
    this.drain();
  }

  /**
   * Our own send, stored: its message's event, built from what we sent, applied as any event (which
   * answers the send). A send dropped here on its way (deleted before it was answered) leaves
   * nothing to build it from: the chat waits for that position as for a lost event, and the next
   * socket's replay brings it.
   */
  private sent(frame: Extract<TServerFrame, { type: 'sent' }>, arrival: number): void {
    const item = this.queue.get(frame.client_id);
    if (!item || this.userId === null) return;
    const message: TChatMessage = {
      id: frame.message_id,
      chat_id: frame.chat_id,
      chat_seq: frame.chat_seq,
      sender_user_id: this.userId,
      client_id: frame.client_id,
      body: item.body,
      sent_at: frame.sent_at,
    };
    const { chat_id, seq, after } = frame;
    this.hold({ chat_id, seq, after, event: { type: 'message', message }, arrival });
  }

  private hold(event: PendingEvent): void {
    // A copy of an event already applied (sent twice, or replayed from further back) is dropped.
    if (event.seq <= this.cursorOf(event.chat_id)) return;
    let held = this.pendingEvents.get(event.chat_id);
    if (!held) {
      held = new Map();
      this.pendingEvents.set(event.chat_id, held);
    }
    held.set(event.seq, event);
    // Between steps nothing held applies, so only this event can have become applicable (during a
    // step, its end looks at everything held again).
    if (event.after <= this.cursorOf(event.chat_id)) this.drain();
    else this.watchGap();
  }

  /** Where the store stands, or is about to, in a chat's log: 0 for a chat it does not hold. */
  private cursorOf(chatId: number): number {
    return this.forgetting.has(chatId) ? 0 : (this.cursors.get(chatId) ?? 0);
  }

  /** Applies a step at a time until only events waiting for a missing one are left. */
  private drain(): void {
    if (this.draining) return;
    const step = this.takeStep();
    if (!step) {
      this.watchGap();
      return;
    }
    this.draining = this.applyStep(step).then(
      () => {
        this.draining = null;
        this.drain();
      },
      (error: unknown) => {
        // The store refused a write and nothing of the step happened: its events come again with
        // the next replay, and its chats are still to forget.
        this.draining = null;
        for (const chatId of step.forgotten) this.forgetting.add(chatId);
        this.pendingEvents.clear();
        this.notify({ type: 'error', code: 50001, message: String(error) });
      },
    );
  }

  /** The chats to forget and every event that applies now: each chat's run, in seq order. */
  private takeStep(): Step | null {
    const events = [...this.pendingEvents].flatMap(([chatId, held]) => this.runOf(chatId, held));
    const forgotten = [...this.forgetting];
    if (events.length === 0 && forgotten.length === 0) return null;
    // The store is on its way to holding nothing of them: from here their cursor is 0 by itself.
    this.forgetting.clear();
    for (const chatId of forgotten) this.cursors.delete(chatId);
    return { forgotten, events };
  }

  /** The chat's events that apply now, in order: each one's `after` reached by the one before it. */
  private runOf(chatId: number, held: Map<number, PendingEvent>): PendingEvent[] {
    let cursor = this.cursorOf(chatId);
    const next = nextEvent(held, cursor);
    // A chat waiting for a lost event may hold many: it is passed over without sorting them.
    if (!next || next.after > cursor) return [];
    const run: PendingEvent[] = [];
    for (const event of [...held.values()].sort((a, b) => a.seq - b.seq)) {
      if (event.seq <= cursor) continue;
      if (event.after > cursor) break;
      run.push(event);
      cursor = event.seq;
    }
    return run;
  }

  /** One transaction: the chats to forget are erased, then the events applied beside their cursors. */
  private async applyStep(step: Step): Promise<void> {
    const { db } = this.options;
    const events = step.events.map((held) => held.event);
    const cursors = cursorsAfter(step.events);
    await db.transaction('rw', [db.messages, db.chats, db.outbox, db.records, db.cursors], async () => {
      await this.eraseChats(step.forgotten);
      await this.applyEvents(events);
      await db.cursors.bulkPut(cursors);
    });
    for (const { chat_id, seq } of cursors) this.cursors.set(chat_id, seq);
    this.dropApplied(cursors);
    // Our own message's event answers its send (a sent frame's, or a replay's after a lost answer).
    let answered = false;
    for (const event of events) {
      if (event.type === 'message' && event.message.sender_user_id === this.userId) {
        this.forget(event.message.client_id);
        answered = true;
      }
    }
    if (answered) this.flushOutbox();
    await this.announceIncoming(events);
  }

  /**
   * What the store holds of chats to forget: their delivered messages, records, row and cursor.
   * Messages not sent yet stay, and the outbox with them: they are still ours to send.
   */
  private async eraseChats(chatIds: number[]): Promise<void> {
    if (chatIds.length === 0) return;
    const { db } = this.options;
    await Promise.all([
      db.messages
        .where('[chat_id+state]')
        .anyOf(chatIds.map((chatId) => [chatId, 'sent']))
        .delete(),
      db.records.where('chat_id').anyOf(chatIds).delete(),
      db.chats.bulkDelete(chatIds),
      db.cursors.bulkDelete(chatIds),
    ]);
  }

  /** Inside the step's transaction. */
  private async applyEvents(events: TChatEvent[]): Promise<void> {
    const { db } = this.options;
    for (let i = 0; i < events.length; i++) {
      const event = events[i]!;
      if (event.type === 'message') {
        // A run of messages (a catch-up is mostly one) is stored with one read and one write:
        // a read and a write per message were two store round trips each, 20,000 for 10,000.
        const run: TChatMessage[] = [event.message];
        for (let next = events[i + 1]; next?.type === 'message'; next = events[i + 1]) {
          run.push(next.message);
          i += 1;
        }
        await this.storeMessages(run);
        continue;
      }
      switch (event.type) {
        case 'chat': {
          const existing = await db.chats.get(event.chat.id);
          // A chat event (new chat, or its job switched) keeps the member's own state.
          await db.chats.put({ ...existing, ...event.chat, read_up_to: existing?.read_up_to ?? {} });
          break;
        }
        case 'read': {
          const chat = await db.chats.get(event.chat_id);
          if (chat) {
            await db.chats.update(event.chat_id, {
              read_up_to: { ...chat.read_up_to, [event.reader_user_id]: event.up_to_seq },
            });
          }
          break;
        }
        case 'recall':
          // What it said goes from this browser too, not only from the screen.
          await db.messages
            .where('id')
            .equals(event.message_id)
            .modify({ recalled: true, body: { kind: 'recalled' } });
          break;
        default:
          await applyMemberEvent(db, event);
      }
    }
  }

  /** Drops the events a step applied, and copies of them that came while they were being stored. */
  private dropApplied(cursors: ChatCursor[]): void {
    for (const { chat_id, seq } of cursors) {
      const held = this.pendingEvents.get(chat_id);
      // Forgotten meanwhile: what it holds now belongs to the chat's log from its start.
      if (!held || this.forgetting.has(chat_id)) continue;
      for (const heldSeq of held.keys()) if (heldSeq <= seq) held.delete(heldSeq);
      if (held.size === 0) this.pendingEvents.delete(chat_id);
    }
  }

  /** Messages from the relay, each stored once: one already stored with its chat_seq is kept as is. */
  private async storeMessages(messages: TChatMessage[]): Promise<void> {
    const { db } = this.options;
    const known = await db.messages
      .where('id')
      .anyOf(messages.map((m) => m.id))
      .toArray();
    // Known ones, and a message repeated within the run after its first time.
    const stored = new Set(known.filter((m) => m.chat_seq !== undefined).map((m) => m.id));
    const fresh = messages.filter((m) => !stored.has(m.id) && Boolean(stored.add(m.id)));
    await db.messages.bulkPut(
      fresh.map(
        (message): StoredMessage => ({
          client_id: message.client_id,
          id: message.id,
          chat_id: message.chat_id,
          chat_seq: message.chat_seq,
          sender_user_id: message.sender_user_id,
          body: message.body,
          sent_at: message.sent_at,
          state: 'sent',
          // Replayed after its recall: the relay has already erased what it said.
          ...(message.body.kind === 'recalled' ? { recalled: true } : {}),
        }),
      ),
    );
    // Our own messages, acknowledged through another path (a replay after a lost ack).
    const own = fresh.filter((m) => m.sender_user_id === this.userId).map((m) => m.client_id);
    if (own.length > 0) await db.outbox.bulkDelete(own);
  }

  /**
   * Spec §4 push: while no tab of this browser is visible, a live message from the other side (in a
   * chat not muted) is announced, so a tab can raise a system notification.
   */
  private async announceIncoming(events: TChatEvent[]): Promise<void> {
    if (this.status !== 'live' || this.visibleTabs.size > 0) return;
    for (const event of events) {
      if (event.type !== 'message' || event.message.sender_user_id === this.userId) continue;
      const chat = await this.options.db.chats.get(event.message.chat_id);
      if (chat?.state?.muted) continue;
      this.notify({ type: 'incoming', message: event.message });
    }
  }

  private async acknowledge(clientId: string, messageId: number, sentAt: string): Promise<void> {
    const { db } = this.options;
    await db.transaction('rw', db.messages, db.outbox, async () => {
      await db.outbox.delete(clientId);
      const existing = await db.messages.get(clientId);
      if (existing && existing.state !== 'sent') {
        await db.messages.update(clientId, { id: messageId, sent_at: sentAt, state: 'sent' });
      }
    });
    this.forget(clientId);
    this.flushOutbox();
  }

  private refused(code: number, message: string, ref: string | undefined): void {
    const item = ref ? this.queue.get(ref) : undefined;
    if (item && code < 50000) {
      // The relay will never take this send (not a member, invalid): stop retrying, show it failed.
      this.forget(item.client_id);
      const { db } = this.options;
      this.chain(() =>
        db.transaction('rw', db.messages, db.outbox, async () => {
          await db.outbox.delete(item.client_id);
          await db.messages.update(item.client_id, { state: 'failed', error_code: code });
        }),
      );
      this.flushOutbox();
    } else if (item) {
      // A server fault: the send stays queued and goes again on the next connection.
      this.inFlight.delete(item.client_id);
    }
    this.notify({ type: 'error', code, message, ref });
  }

  private forget(clientId: string): void {
    this.queue.delete(clientId);
    this.inFlight.delete(clientId);
  }

  private flushOutbox(): void {
    if (this.status !== 'syncing' && this.status !== 'live') return;
    const limit = this.options.maxInFlight ?? 50;
    for (const item of this.queue.values()) {
      if (this.inFlight.size >= limit) return;
      if (this.inFlight.has(item.client_id)) continue;
      this.inFlight.add(item.client_id);
      this.write({ type: 'send', client_id: item.client_id, chat_id: item.chat_id, body: item.body });
    }
  }

  /** Member actions wait for a socket; they are sent in the order they were made. */
  private act(frame: TClientFrame): void {
    this.pendingActions.push(frame);
    this.flushReads();
  }

  private flushReads(): void {
    if (this.status !== 'syncing' && this.status !== 'live') return;
    for (const frame of this.pendingActions.splice(0)) this.write(frame);
    for (const [chatId, upToSeq] of this.pendingReads)
      this.write({ type: 'read', chat_id: chatId, up_to_seq: upToSeq });
    this.pendingReads.clear();
  }

  private write(frame: TClientFrame): void {
    this.socket?.send(JSON.stringify(frame));
  }

  private startHeartbeat(): void {
    const every = this.options.heartbeatMs ?? 25_000;
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heardSince = true;
    this.heartbeatTimer = setInterval(() => {
      if (!this.heardSince) {
        this.socket?.close(4001, 'silent');
        return;
      }
      this.heardSince = false;
      this.write({ type: 'ping' });
    }, every);
  }

  /** The relay sends each chat's events in order, so a lasting gap is healed by a fresh replay. */
  private watchGap(): void {
    if (this.gapTimer || !this.waiting()) return;
    const socket = this.socket;
    this.gapTimer = setTimeout(() => {
      this.gapTimer = null;
      // A step being applied may be the one it waits for; the step's end looks again.
      if (this.socket !== socket || this.draining) return;
      if (this.waiting()) socket?.close(4000, 'gap');
    }, this.options.gapTimeoutMs ?? 5000);
  }

  /**
   * Whether an event (one that came before frame `before`, if given) waits for one that has not
   * come: between steps, only such events are held.
   */
  private waiting(before = Number.POSITIVE_INFINITY): boolean {
    for (const [chatId, held] of this.pendingEvents) {
      const cursor = this.cursorOf(chatId);
      for (const event of held.values()) if (event.seq > cursor && event.arrival < before) return true;
    }
    return false;
  }

  private dropSocket(): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
    if (this.gapTimer) clearTimeout(this.gapTimer);
    this.gapTimer = null;
    const socket = this.socket;
    this.socket = null;
    // Whatever was in flight is unacknowledged: it goes again, same client_id, on the next socket.
    this.inFlight.clear();
    this.pendingEvents.clear();
    if (socket) {
      try {
        socket.close(1000);
      } catch {
        // Already closing.
      }
    }
  }

  private chain(task: () => Promise<void>): void {
    this.work = this.work.then(task).catch((error: unknown) => {
      this.notify({ type: 'error', code: 50001, message: String(error) });
    });
  }

  private setStatus(status: ChatStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.notify({ type: 'status', status });
  }

  private notify(notice: ChatCoreNotice): void {
    for (const listener of this.listeners) listener(notice);
  }
}

/** Only what a member can write goes back through the socket: never a recalled message or a card. */
function isSendableBody(body: TChatStoredBody): body is TChatMessageBody {
  return (chatMessageKinds as readonly string[]).includes(body.kind);
}

/** The chat's held event with the lowest seq past its cursor: the only one that can apply next. */
function nextEvent(held: Map<number, PendingEvent>, cursor: number): PendingEvent | undefined {
  let next: PendingEvent | undefined;
  for (const event of held.values()) {
    if (event.seq > cursor && (!next || event.seq < next.seq)) next = event;
  }
  return next;
}

/** Each chat's cursor once these events are applied (a chat's events come in seq order). */
function cursorsAfter(events: PendingEvent[]): ChatCursor[] {
  const last = new Map<number, number>();
  for (const { chat_id, seq } of events) last.set(chat_id, seq);
  return [...last].map(([chat_id, seq]) => ({ chat_id, seq }));
}
