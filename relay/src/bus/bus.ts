import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * Fan-out between relay instances. Messages are JSON; a subscriber in the publishing process
 * receives its own messages too (at once, without a trip through Redis), so every instance reacts
 * the same way.
 */
export interface Bus {
  /**
   * Rejects only a message JSON would not carry. What is published is already stored (a chat
   * event, an outbox row), so Redis failing to take it fails no one: it is reported to
   * `onRedisError`, and other relays read it from the database later (a chat socket at its next
   * gap or reconnect, the outbox at its next retry).
   */
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, handler: (message: unknown) => void): Promise<() => void>;
  /**
   * Told each time this relay may have missed messages: its Redis subscription was lost and is
   * back (never on the in-process bus). Returns the call that stops telling it.
   */
  onMissed(handler: () => void): () => void;
  close(): Promise<void>;
  readonly kind: 'memory' | 'redis';
}

export function createBus(
  redisUrl?: string,
  options: { checkMessages?: boolean; onRedisError?: RedisErrorHandler } = {},
): Bus {
  const checkMessages = options.checkMessages ?? true;
  return redisUrl
    ? createRedisBus(redisUrl, checkMessages, options.onRedisError ?? (() => {}))
    : createMemoryBus(checkMessages);
}

/** Told of what Redis failed to do: `doing` names the connection or the publish. */
export type RedisErrorHandler = (error: unknown, doing: string) => void;

/**
 * Hands each message over as it is: a batch of chat deliveries is thousands of objects, and copying
 * it through JSON was a tenth of a busy relay's time. `checkMessages` (everywhere but production)
 * keeps memory and Redis alike where it matters: a message must be what JSON carries unchanged (a
 * Date, say, would reach a Redis subscriber as a string), and it is frozen, so a publisher or a
 * subscriber that changes it afterwards fails as it would have changed nothing through Redis.
 */
function createMemoryBus(checkMessages: boolean): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(channel, message) {
      if (checkMessages) freezeJsonValue(message, channel);
      queueMicrotask(() => emitter.emit(channel, message));
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    onMissed() {
      return () => {};
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Other relays hear a message through Redis; this relay's own subscribers hear it at once, as on
 * the in-process bus, and skip it when Redis sends it back. A chat batch's events then reach the
 * sending sockets before Redis answers (a sent frame answers the send, no ack follows), and the
 * relay no longer parses its own batches back from JSON: the two-relay bench's relays had spent
 * twice one relay's CPU a message.
 */
function createRedisBus(url: string, checkMessages: boolean, onRedisError: RedisErrorHandler): Bus {
  // Redis shares its channels across its numbered databases: a relay on database 2 must not hear
  // one on database 3 (another deployment, or a test beside this one).
  const database = new URL(url).pathname.slice(1);
  const namespaced = (channel: string) =>
    database && database !== '0' ? `db${database}:${channel}` : channel;
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false });
  // Each try to reconnect fails with an error event; without a listener ioredis prints them itself.
  publisher.on('error', (error: unknown) => onRedisError(error, 'publisher connection'));
  subscriber.on('error', (error: unknown) => onRedisError(error, 'subscriber connection'));
  // ioredis subscribes again on its own when it reconnects; what was published meanwhile is gone.
  const onMissed = new Set<() => void>();
  let connectedBefore = false;
  subscriber.on('ready', () => {
    if (connectedBefore) for (const handler of onMissed) handler();
    connectedBefore = true;
  });
  // Every message on Redis is "<publishing relay's mark>\n<JSON>"; JSON text holds no raw newline.
  const mark = `${randomUUID()}\n`;
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  const deliver = (channel: string, message: unknown) => {
    for (const handler of handlers.get(channel) ?? []) handler(message);
  };
  subscriber.on('message', (channel: string, raw: string) => {
    if (raw.startsWith(mark)) return;
    let message: unknown;
    try {
      message = JSON.parse(raw.slice(raw.indexOf('\n') + 1));
    } catch {
      return;
    }
    deliver(channel, message);
  });
  return {
    kind: 'redis',
    async publish(name, message) {
      const channel = namespaced(name);
      if (checkMessages) freezeJsonValue(message, name);
      queueMicrotask(() => deliver(channel, message));
      await publisher
        .publish(channel, mark + JSON.stringify(message))
        .catch((error: unknown) => onRedisError(error, `publish on ${name}`));
    },
    async subscribe(name, handler) {
      const channel = namespaced(name);
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await subscriber.subscribe(channel);
      }
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    onMissed(handler) {
      onMissed.add(handler);
      return () => onMissed.delete(handler);
    },
    async close() {
      onMissed.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/** Throws unless `value` is plain JSON (what a JSON round trip returns equal), and freezes it. */
function freezeJsonValue(value: unknown, channel: string): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number' && Number.isFinite(value)) return;
  const prototype = typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  if (Array.isArray(value) || prototype === Object.prototype || prototype === null) {
    for (const item of Object.values(value as object)) {
      if (item === undefined && !Array.isArray(value)) continue; // dropped by JSON, as Redis would
      freezeJsonValue(item, channel);
    }
    Object.freeze(value);
    return;
  }
  throw new TypeError(`bus message on ${channel} carries ${String(value)}, which JSON would not keep`);
}
