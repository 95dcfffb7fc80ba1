import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { answeredSend, type TClientFrame, type TServerFrame, ZServerFrame } from '@talkhire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { App } from '../../app';
import { signInRecruiter } from '../../testing/chat-members';
import { signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { publishChatDeliveries } from './chat-event-log';
import { openChat } from './open-chat';

/**
 * Two relays on one PostgreSQL and one Redis are one chat service: members on different relays
 * hear each other live, and a member whose socket moves to the other relay mid-conversation
 * resumes each chat from its position with nothing lost and nothing twice.
 */
const perSide = 300;
const relays: App[] = [];
const ports: number[] = [];

beforeAll(async () => {
  for (let i = 0; i < 2; i++) {
    const app = await createTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    relays.push(app);
    ports.push((app.server.address() as AddressInfo).port);
  }
});
afterAll(async () => {
  await Promise.all(relays.map((app) => app.close()));
});

/** A member's client, kept as simple as the protocol allows: each chat's position, unacknowledged sends. */
class Member {
  readonly cursors = new Map<number, number>();
  readonly forgotten: number[] = [];
  readonly seen = new Map<number, number>();
  readonly unacked = new Map<string, TClientFrame>();
  private ws: WebSocket | null = null;
  private synced: Promise<void> = Promise.resolve();

  constructor(private readonly sessionid: string) {}

  connect(port: number): Promise<void> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/chat/socket`, {
      headers: { cookie: `sessionid=${this.sessionid}`, origin: `http://127.0.0.1:${port}` },
    });
    this.ws = ws;
    this.synced = new Promise((resolve, reject) => {
      ws.on('error', reject);
      ws.on('message', (data) => {
        const frame: TServerFrame = ZServerFrame.parse(JSON.parse(String(data)));
        const answered = answeredSend(frame);
        if (answered) this.unacked.delete(answered);
        if (frame.type === 'welcome') {
          const hello: TClientFrame = { type: 'hello', cursors: [...this.cursors] };
          ws.send(JSON.stringify(hello));
          for (const pending of this.unacked.values()) ws.send(JSON.stringify(pending));
        } else if (frame.type === 'synced') resolve();
        else if (frame.type === 'forget') this.forgotten.push(...frame.chat_ids);
        else if (frame.type === 'event' || frame.type === 'sent') {
          // Every event of this chat is for both members: each follows the last, with no gap. A
          // sent frame is the event of this socket's own message.
          const at = this.cursors.get(frame.chat_id) ?? 0;
          expect(frame.after).toBe(at);
          expect(frame.seq).toBe(at + 1);
          this.cursors.set(frame.chat_id, frame.seq);
          const id =
            frame.type === 'sent'
              ? frame.message_id
              : frame.event.type === 'message'
                ? frame.event.message.id
                : null;
          if (id !== null) this.seen.set(id, (this.seen.get(id) ?? 0) + 1);
        }
      });
    });
    return this.synced;
  }

  send(chatId: number, text: string): void {
    const frame: TClientFrame = {
      type: 'send',
      client_id: randomUUID(),
      chat_id: chatId,
      body: { kind: 'text', text },
    };
    this.unacked.set(frame.client_id, frame);
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(frame));
  }

  drop(): void {
    this.ws?.terminate();
    this.ws = null;
  }

  close(): void {
    this.ws?.close();
  }
}

describe('chat across two relays sharing PostgreSQL and Redis', () => {
  it('delivers both ways across relays and survives a member moving to the other relay', async () => {
    const [a, b] = relays as [App, App];
    const seekerAccount = await signInSeeker(a);
    const recruiterAccount = await signInRecruiter(a);
    const { chat, deliveries } = await openChat(a.services.db, {
      jobseekerId: seekerAccount.userId,
      recruiterId: recruiterAccount.recruiterId,
      jobId: null,
    });
    await publishChatDeliveries(a.services.bus, deliveries);
    const seeker = new Member(seekerAccount.cookies.sessionid);
    const boss = new Member(recruiterAccount.cookies.sessionid);
    await seeker.connect(ports[0]!);
    await boss.connect(ports[1]!);

    const started = Date.now();
    for (let i = 0; i < perSide; i++) {
      seeker.send(chat.id, `seeker ${i}`);
      boss.send(chat.id, `boss ${i}`);
      if (i === perSide / 2) {
        // The seeker's connection dies on relay A; it comes back through relay B.
        seeker.drop();
        await seeker.connect(ports[1]!);
      }
      if (i % 20 === 0) await new Promise((r) => setTimeout(r, 10));
    }
    const total = perSide * 2;
    await expect
      .poll(() => [seeker.seen.size, boss.seen.size, seeker.unacked.size, boss.unacked.size], {
        timeout: 60_000,
        interval: 100,
      })
      .toEqual([total, total, 0, 0]);
    for (const member of [seeker, boss]) expect([...member.seen.values()].every((n) => n === 1)).toBe(true);
    // The chat, then every message: both members are at the chat's head, and were never told to forget it.
    for (const member of [seeker, boss]) {
      expect([...member.cursors]).toEqual([[chat.id, total + 1]]);
      expect(member.forgotten).toEqual([]);
    }
    const stored = await b.services.db
      .selectFrom('chat_messages')
      .select('chat_seq')
      .where('chat_id', '=', chat.id)
      .orderBy('chat_seq')
      .execute();
    expect(stored.map((r) => r.chat_seq)).toEqual(Array.from({ length: total }, (_, k) => k + 1));
    console.info(`chat on two relays: ${total} messages, 1 move between relays, ${Date.now() - started} ms`);
    seeker.close();
    boss.close();
  }, 120_000);
});
