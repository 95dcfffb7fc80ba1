import { Counter, Gauge } from 'prom-client';
import type { Bus } from '../../bus/bus';
import type { Metrics } from '../health';
import { type NotificationPush, notificationChannel } from '../notification-center';
import { type ChatDelivery, chatEventsChannel } from './chat-event-log';
import { type ChatPush, chatPushChannel } from './chat-push';

/** What the hub needs of a socket connection: its member and a way to hand it new events. */
export interface ChatListener {
  readonly userId: number;
  offer(delivery: ChatDelivery): void;
  push(push: ChatPush): void;
  /** A new notice in the member's notification center (issue 17 §5). */
  notice(push: NotificationPush): void;
  /** Events may have passed this relay by: the socket must read its chats' logs again. */
  missed(): void;
}

/**
 * The sockets this relay holds, by user. Events are published on the bus after their transaction
 * commits; every relay receives them and offers each to the sockets of its user here.
 */
export function createChatHub(options: { bus: Bus; metrics: Metrics }) {
  const { bus, metrics } = options;
  const listeners = new Map<number, Set<ChatListener>>();
  const openSockets = new Gauge({
    name: 'chat_open_sockets',
    help: 'Chat sockets open on this relay',
    registers: [metrics.registry],
  });
  const delivered = new Counter({
    name: 'chat_events_delivered_total',
    help: 'Chat events sent to sockets by this relay, replays included',
    registers: [metrics.registry],
  });
  /** What start began: the subscriptions and the missed-events handler, each undone by stop. */
  const stops: (() => void)[] = [];

  return {
    delivered,
    async start() {
      stops.push(
        bus.onMissed(() => {
          for (const set of listeners.values()) for (const listener of set) listener.missed();
        }),
        await bus.subscribe(chatEventsChannel, (message) => {
          // Both members' sockets hear of every position, even one only the other member sees.
          for (const delivery of message as ChatDelivery[]) {
            for (const member of delivery.members) {
              for (const listener of listeners.get(member) ?? []) listener.offer(delivery);
            }
          }
        }),
        await bus.subscribe(chatPushChannel, (message) => {
          const push = message as ChatPush;
          for (const listener of listeners.get(push.user_id) ?? []) listener.push(push);
        }),
        await bus.subscribe(notificationChannel, (message) => {
          const push = message as NotificationPush;
          for (const listener of listeners.get(push.user_id) ?? []) listener.notice(push);
        }),
      );
    },
    add(listener: ChatListener) {
      let set = listeners.get(listener.userId);
      if (!set) {
        set = new Set();
        listeners.set(listener.userId, set);
      }
      set.add(listener);
      openSockets.inc();
    },
    remove(listener: ChatListener) {
      const set = listeners.get(listener.userId);
      if (!set?.delete(listener)) return;
      if (set.size === 0) listeners.delete(listener.userId);
      openSockets.dec();
    },
    stop() {
      for (const stop of stops.splice(0)) stop();
    },
  };
}

export type ChatHub = ReturnType<typeof createChatHub>;
