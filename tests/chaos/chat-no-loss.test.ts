import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type App, buildApp } from '@talkhire/relay';
import { loadConfig } from '@talkhire/relay/config';
import { openChat, publishChatDeliveries, signInRecruiter, signInSeeker } from '@talkhire/relay/testing/chat';
import { ChatCore, ChatDatabase, type StoredMessage } from '@talkhire/workers';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

/**
 * design.md "Chat backbone": no message lost, none duplicated, across dropped sockets and relay
 * restarts. Two real chat cores (the worker's, on fake-indexeddb) talk through a real relay on a
 * PGlite data folder (or CHAT_NO_LOSS_DATABASE_URL), while sockets are cut and the relay is closed
 * and rebuilt on the same data.
 */
const perSide = Number(process.env.CHAT_NO_LOSS_MESSAGES ?? 1000);
const drops = 6;
const restarts = 2;

const dataDir = await mkdtemp(path.join(tmpdir(), 'chat-no-loss-'));
const config = loadConfig(process.env, {
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
  SEED_JOBS: 400,
  WEB_DIST: '/nonexistent',
  // PGlite in a temporary folder unless a PostgreSQL is named for this run.
  DATABASE_URL: process.env.CHAT_NO_LOSS_DATABASE_URL,
  REDIS_URL: undefined,
});
let app: App | null = null;
let port = 0;

async function startRelay() {
  app = await buildApp(config, {
    dataDir: path.join(dataDir, 'pglite'),
    filesDir: path.join(dataDir, 'files'),
  });
  await app.listen({ port, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  return app;
}

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A chat core as one browser runs it, its socket carrying this member's session cookie. */
function browser(sessionid: string) {
  const sockets = new Set<WebSocket>();
  const db = new ChatDatabase(`no-loss-${randomUUID()}`, { indexedDB: new IDBFactory(), IDBKeyRange });
  const core = new ChatCore({
    db,
    backoff: { baseMs: 20, maxMs: 500 },
    connect: (handlers) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/api/chat/socket`, {
        headers: { cookie: `sessionid=${sessionid}`, origin: `http://127.0.0.1:${port}` },
      });
      sockets.add(ws);
      ws.on('message', (data) => handlers.message(String(data)));
      ws.on('error', () => {});
      ws.on('close', (code) => {
        sockets.delete(ws);
        handlers.close(code);
      });
      return {
        send: (data) => {
          if (ws.readyState === WebSocket.OPEN) ws.send(data);
        },
        close: (code) => ws.close(code),
      };
    },
  });
  return {
    core,
    db,
    /** The connection dies without a goodbye, as on a network change. */
    drop: () => {
      for (const ws of sockets) ws.terminate();
    },
  };
}

async function storedInOrder(db: ChatDatabase): Promise<StoredMessage[]> {
  return db.messages.orderBy('[chat_id+chat_seq]').toArray();
}

describe('chat without loss', () => {
  it(`keeps every message exactly once and in order through ${drops} drops and ${restarts} relay restarts`, async () => {
    const started = Date.now();
    const relay = await startRelay();
    const seekerAccount = await signInSeeker(relay);
    const recruiterAccount = await signInRecruiter(relay);
    const opened = await openChat(relay.services.db, {
      jobseekerId: seekerAccount.userId,
      recruiterId: recruiterAccount.recruiterId,
      jobId: null,
    });
    await publishChatDeliveries(relay.services.bus, opened.deliveries);
    const chatId = opened.chat.id;

    const seeker = browser(seekerAccount.cookies.sessionid);
    const boss = browser(recruiterAccount.cookies.sessionid);
    await Promise.all([seeker.core.start(), boss.core.start()]);

    const total = perSide * 2;
    const chaosEvery = Math.floor(perSide / (drops + restarts + 1));
    let dropped = 0;
    let restarted = 0;
    for (let i = 0; i < perSide; i++) {
      await seeker.core.send(chatId, { kind: 'text', text: `seeker ${i}` });
      await boss.core.send(chatId, { kind: 'text', text: `boss ${i}` });
      if (i > 0 && i % chaosEvery === 0) {
        if (dropped < drops) {
          (dropped % 2 === 0 ? seeker : boss).drop();
          dropped += 1;
        } else if (restarted < restarts) {
          await app?.close();
          await startRelay();
          restarted += 1;
        }
      }
      // Give the sockets a turn now and then, as a person typing would.
      if (i % 25 === 0) await new Promise((r) => setTimeout(r, 5));
    }

    const sentAt = Date.now();
    const deadline = Date.now() + Number(process.env.CHAT_NO_LOSS_WAIT ?? 240_000);
    for (;;) {
      const [a, b, outA, outB] = await Promise.all([
        seeker.db.messages.count(),
        boss.db.messages
          .where('[chat_id+chat_seq]')
          .between([chatId, 1], [chatId, total], true, true)
          .count(),
        seeker.db.outbox.count(),
        boss.db.outbox.count(),
      ]);
      const seekerInOrder = await seeker.db.messages
        .where('[chat_id+chat_seq]')
        .between([chatId, 1], [chatId, total], true, true)
        .count();
      if (a === total && seekerInOrder === total && b === total && outA === 0 && outB === 0) break;
      if (Date.now() > deadline) {
        throw new Error(`stalled: seeker ${seekerInOrder}/${a}, boss ${b}, outboxes ${outA}/${outB}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const elapsed = Date.now() - started;

    const [mine, theirs] = await Promise.all([storedInOrder(seeker.db), storedInOrder(boss.db)]);
    for (const side of [mine, theirs]) {
      expect(side).toHaveLength(total);
      expect(side.map((m) => m.chat_seq)).toEqual(Array.from({ length: total }, (_, k) => k + 1));
      expect(new Set(side.map((m) => m.id)).size).toBe(total);
      expect(side.every((m) => m.state === 'sent')).toBe(true);
      // Each side's own messages are in the order they were sent.
      const seekerTexts = side.flatMap((m) =>
        m.body.kind === 'text' && m.body.text.startsWith('seeker') ? [m.body.text] : [],
      );
      expect(seekerTexts).toEqual(Array.from({ length: perSide }, (_, k) => `seeker ${k}`));
    }
    expect(theirs.map((m) => m.client_id)).toEqual(mine.map((m) => m.client_id));
    const stored = await app!.services.db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('chat_id', '=', chatId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(total);
    seeker.core.stop();
    boss.core.stop();

    console.info(
      `chat no-loss: ${total} messages, ${dropped} socket drops, ${restarted} relay restarts, ${elapsed} ms` +
        ` (${sentAt - started} ms until the last send was queued)`,
    );
  }, 300_000);
});
