import type { Bus } from '../../bus/bus';
import type { Db } from '../../db/database';
import { type ChatDelivery, publishChatDeliveries } from './chat-event-log';
import type { ChatAck, ChatSendInput } from './send-chat-messages';
import { type ChatSendOutcome, storeChatMessages } from './send-chat-messages';

/**
 * Sends stored in one transaction at most; a busy relay fills batches, an idle one sends alone.
 * Large: a batch's events to one socket leave in one write (a Boss's socket hears of several
 * candidates' messages at once), and writes are the relay's largest cost after the database. In
 * bench:chat's saturated load on PostgreSQL, 1,024 → 8,192 took the relay from 18,048–19,366 to
 * 25,980 msg/s, its CPU from 41–45 to 31 µs a message and its clients' from 33–34 to 24.
 */
const batchMax = 8192;
/**
 * Batches written at once: on PostgreSQL one batch's round trips and commit overlap another's
 * work. PGlite is one connection, so there they simply queue.
 */
const inFlightMax = 3;

/**
 * Group commit for chat sends: while one batch is being written, the sends that arrive wait and
 * go together in the next, so a relay writes hundreds of messages per transaction under load
 * instead of one. A batch that fails as a whole (a lost connection, a deadlock) is retried one
 * message at a time, so one message's failure never fails another's. A sender's sends are never
 * in two unanswered batches at once, so their positions and acks keep the order they were sent
 * in, retries included; a chat shared by two batches gets its positions in lock order, and a
 * socket that hears of them out of order reads that chat's log instead.
 */
export function createChatSendQueue({
  db,
  bus,
  afterCommit,
}: {
  db: Db;
  bus: Bus;
  /** Told of each batch's new events once committed (the Web Push queue); it must not throw. */
  afterCommit?: (deliveries: ChatDelivery[]) => void;
}) {
  let waiting: Pending[] = [];
  let inFlight = 0;
  let scheduled = false;
  /** Senders with sends in a batch not yet answered; their next sends wait for it. */
  const busy = new Set<number>();

  function schedule(): void {
    if (scheduled || inFlight >= inFlightMax || waiting.length === 0) return;
    scheduled = true;
    // PGlite answers without returning to the event loop, so sockets' frames are read only
    // between batches: one turn of the loop lets the sends already on the wire join this one.
    setImmediate(() => {
      scheduled = false;
      while (inFlight < inFlightMax) {
        const batch = takeBatch();
        if (batch.length === 0) return;
        void write(batch);
      }
    });
  }

  /** The oldest sends whose senders are not waiting on another batch, in arrival order. */
  function takeBatch(): Pending[] {
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    let i = 0;
    for (; i < waiting.length && batch.length < batchMax; i++) {
      const pending = waiting[i]!;
      (busy.has(pending.input.senderUserId) ? rest : batch).push(pending);
    }
    waiting = rest.concat(waiting.slice(i));
    return batch;
  }

  async function write(batch: Pending[]): Promise<void> {
    inFlight += 1;
    for (const pending of batch) busy.add(pending.input.senderUserId);
    try {
      const outcomes = await store(batch.map((p) => p.input));
      // Delivered only once committed; one publish carries the whole batch.
      const deliveries = outcomes.flatMap((o) => (o.ok ? o.deliveries : []));
      if (deliveries.length > 0) afterCommit?.(deliveries);
      await publishChatDeliveries(bus, deliveries);
      batch.forEach(({ input, sender }, i) => {
        const outcome = outcomes[i]!;
        if (outcome.ok) sender.stored(input, outcome);
        else sender.failed(input, outcome.error);
      });
    } finally {
      for (const pending of batch) busy.delete(pending.input.senderUserId);
      inFlight -= 1;
      schedule();
    }
  }

  async function store(inputs: ChatSendInput[]): Promise<Outcome[]> {
    try {
      return await storeChatMessages(db, inputs);
    } catch (error) {
      if (inputs.length === 1) return [{ ok: false, error }];
      const alone: Outcome[] = [];
      for (const input of inputs) alone.push(...(await store([input])));
      return alone;
    }
  }

  return {
    /**
     * Queues a send; its sender is told once it is stored and published, or refused. No promise a
     * send: under load a send waits most of a second and everything it holds outlives the young
     * generation, so every object it keeps is copied twice by the garbage collector.
     */
    send(input: ChatSendInput, sender: ChatSender): void {
      waiting.push({ input, sender });
      schedule();
    },
  };
}

export type ChatSendQueue = ReturnType<typeof createChatSendQueue>;

/** A refusal from the batch (an ApiError), or a failure of the database itself. */
type Outcome = ChatSendOutcome | { ok: false; error: unknown };

/** Who is answered for a send: its socket. Neither call may throw. */
export interface ChatSender {
  /** Stored (or, for a resend, found stored) and published. */
  stored(input: ChatSendInput, answer: { ack: ChatAck; deliveries: ChatDelivery[] }): void;
  /** Refused (an ApiError), or a failure of the database. */
  failed(input: ChatSendInput, error: unknown): void;
}

interface Pending {
  input: ChatSendInput;
  sender: ChatSender;
}
