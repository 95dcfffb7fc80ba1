import type { TChatEvent } from '@talkhire/contracts';
import { expect } from 'vitest';
import { eventually, type FakeSocket } from './fake-relay';

/** The relay side of a connection for a member: welcome, wait for hello, replay nothing, synced. */
export async function acceptSocket(socket: FakeSocket, userId: number): Promise<void> {
  socket.deliver({ type: 'welcome', user_id: userId, role: 'jobseeker' });
  await eventually(() => expect(socket.framesOf('hello')).toHaveLength(1));
  socket.deliver({ type: 'synced', seq: 0 });
}

/** A live text message of the chat's other member, as event `seq`. */
export function incomingMessage(
  seq: number,
  from: number,
): { type: 'event'; seq: number; event: TChatEvent } {
  return {
    type: 'event',
    seq,
    event: {
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
    },
  };
}
