import type { TChatEvent, TServerFrame } from '@talkhire/contracts';
import { expect } from 'vitest';
import { eventually, type FakeSocket } from './fake-relay';

export type EventFrame = Extract<TServerFrame, { type: 'event' }>;

/** The relay side of a connection for a member: welcome, wait for hello, replay nothing, synced. */
export async function acceptSocket(socket: FakeSocket, userId: number): Promise<void> {
  socket.deliver({ type: 'welcome', user_id: userId, role: 'jobseeker' });
  await eventually(() => expect(socket.framesOf('hello')).toHaveLength(1));
  socket.deliver({ type: 'synced' });
}

/**
 * Event `seq` of a chat's log as the relay sends it: right behind the chat's event before it,
 * unless `after` says which one this socket sent last (the positions between are skipped).
 */
export function eventFrame(chatId: number, seq: number, event: TChatEvent, after = seq - 1): EventFrame {
  return { type: 'event', chat_id: chatId, seq, after, event };
}

/** A live text message of the chat's other member, as event `seq` of chat 5. */
export function incomingMessage(seq: number, from: number): EventFrame {
  return eventFrame(5, seq, {
    type: 'message',
    message: {
      id: seq,
      chat_id: 5,
      chat_seq: seq,
      sender_user_id: from,
      client_id: `10000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
      body: { kind: 'text', text: `message ${seq}` },
      sent_at: '2026-11-22T03:00:00.000Z',
    },
  });
}
