import type { Bus } from '../../bus/bus';
import type { Db } from '../../db/database';
import { type ChatDelivery, publishChatDeliveries } from './chat-event-log';
import type { ChatAck, ChatSendInput } from './send-chat-message';
import { type ChatSendOutcome, sendChatMessages } from './send-chat-messages';

/** Sends stored in one transaction at most; a busy relay fills batches, an idle one sends alone. */
const batchMax = 256;

/**
 * Group commit for chat sends: while one batch is being written, the sends that arrive wait and
 * go together in the next, so a relay writes hundreds of messages per transaction under load
 * instead of one. A batch that fails as a whole (a lost connection, a deadlock) is retried one
 * message at a time, so one message's failure never fails another's.
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
  let writing = false;

  async function drain(): Promise<void> {
    writing = true;
    while (waiting.length > 0) {
      // PGlite answers without returning to the event loop, so sockets' frames are read only
      // between batches: one turn of the loop lets the sends already on the wire join this one.
      await new Promise((resolve) => setImmediate(resolve));
      const batch = waiting.slice(0, batchMax);
      waiting = waiting.slice(batchMax);
      const outcomes = await store(batch.map((p) => p.input));
      // Delivered only once committed; one publish carries the whole batch.
      const deliveries = outcomes.flatMap((o) => (o.ok ? o.deliveries : []));
      if (deliveries.length > 0) afterCommit?.(deliveries);
      const published = publishChatDeliveries(bus, deliveries).then(
        () => null,
        (error: unknown) => error,
      );
      const publishError = await published;
      batch.forEach((pending, i) => {
        const outcome = outcomes[i]!;
        if (!outcome.ok) pending.reject(outcome.error);
        else if (publishError && outcome.deliveries.length > 0) pending.reject(publishError);
        else pending.resolve(outcome);
      });
    }
    writing = false;
  }

  async function store(inputs: ChatSendInput[]): Promise<Outcome[]> {
    try {
      return await sendChatMessages(db, inputs);
    } catch (error) {
      if (inputs.length === 1) return [{ ok: false, error }];
      const alone: Outcome[] = [];
      for (const input of inputs) alone.push(...(await store([input])));
      return alone;
    }
  }

  return {
    send(input: ChatSendInput): Promise<{ ack: ChatAck; deliveries: ChatDelivery[] }> {
      return new Promise((resolve, reject) => {
        waiting.push({ input, resolve, reject });
        if (!writing) void drain();
      });
    },
  };
}

export type ChatSendQueue = ReturnType<typeof createChatSendQueue>;

/** A refusal from the batch (an ApiError), or a failure of the database itself. */
type Outcome = ChatSendOutcome | { ok: false; error: unknown };

interface Pending {
  input: ChatSendInput;
  resolve(outcome: { ack: ChatAck; deliveries: ChatDelivery[] }): void;
  reject(error: unknown): void;
}
