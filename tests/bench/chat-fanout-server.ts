import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cookieLifetimeMs } from '@talkhire/config';
import { buildApp } from '@talkhire/relay';
import { openChat } from '@talkhire/relay/chat';
import { publishChatDeliveries } from '@talkhire/relay/chat-events';
import { loadConfig } from '@talkhire/relay/config';
import { hashToken, newToken } from '@talkhire/relay/session-tokens';
import pg from 'pg';
import { Server as SocketIoServer } from 'socket.io';
import { type WebSocket, WebSocketServer } from 'ws';

/**
 * One server of the chat fan-out bench, in its own process so the load client never shares its
 * event loop: `relay` (the product's chat socket, persisting every message), `ws` (a bare ws
 * server that forwards each message to its recipient), `ws-store` (the same, storing each message
 * as one row of a table with no key but its id before it forwards: the least any design with one
 * row a message can write, on PostgreSQL only) or `socketio` (the same on socket.io, one room per
 * user). It makes SEEKERS seekers and RECRUITERS recruiters, each seeker in one chat,
 * then tells the parent its port and the pairs, and reports its memory when asked. One more
 * recruiter, the group Boss, has a chat with each of the first GROUP seekers (200): the
 * group-chat-shaped case, a Boss writing to all of them at once.
 */
export interface FanoutPair {
  seeker: { userId: number; token: string };
  recruiter: { userId: number; token: string };
  chatId: number;
}
export type ServerMessage =
  | { type: 'ready'; port: number; pairs: FanoutPair[]; group: FanoutPair[]; setupMs: number }
  | { type: 'memory'; rssMb: number };

const kind = process.argv[2] as 'relay' | 'relays' | 'relay-peer' | 'ws' | 'ws-store' | 'socketio';
const seekers = Number(process.env.FANOUT_SEEKERS ?? 4500);
const recruiters = Number(process.env.FANOUT_RECRUITERS ?? 500);
const groupSize = Math.min(seekers, Number(process.env.FANOUT_GROUP ?? 200));

const started = performance.now();
const { port, pairs, group, close } =
  kind === 'relay' || kind === 'relays'
    ? await relayServer()
    : kind === 'relay-peer'
      ? await relayPeer()
      : kind === 'ws'
        ? await bareWsServer()
        : kind === 'ws-store'
          ? await storingWsServer()
          : await socketIoServer();
process.send?.({
  type: 'ready',
  port,
  pairs,
  group,
  setupMs: performance.now() - started,
} satisfies ServerMessage);
process.on('message', (message: { type: string }) => {
  if (message.type === 'memory')
    process.send?.({ type: 'memory', rssMb: process.memoryUsage().rss / 2 ** 20 } satisfies ServerMessage);
  if (message.type === 'stop') void close().then(() => process.exit(0));
});

/** A relay on the bench's stores: Redis only when it is one of two. */
async function startRelay(seedJobs: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'talkhire-fanout-'));
  const config = loadConfig(process.env, {
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    SEED_JOBS: seedJobs,
    WEB_DIST: '/nonexistent',
    DATABASE_URL: process.env.BENCH_POSTGRES_URL || undefined,
    REDIS_URL: kind === 'relay' ? undefined : process.env.BENCH_REDIS_URL,
  });
  const app = await buildApp(config, {
    ...(config.DATABASE_URL ? {} : { dataDir: path.join(dataDir, 'pglite') }),
    filesDir: path.join(dataDir, 'files'),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function relayPeer() {
  const { app, close } = await startRelay(0);
  return { port: (app.server.address() as AddressInfo).port, pairs: [], group: [], close };
}

async function relayServer() {
  const { app, close } = await startRelay(200);
  const { db, bus } = app.services;
  const company = await db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow();
  // The last Boss is the group Boss.
  const bosses = await insertMembers(recruiters + 1, 'recruiter');
  const recruiterIds: number[] = [];
  for (const chunk of chunks(bosses, 500)) {
    const rows = await db
      .insertInto('recruiters')
      .values(
        chunk.map((b) => ({
          company_id: company.id,
          first_name: 'Bench',
          last_name: `Boss ${b.userId}`,
          job_title: 'Recruiter',
          last_active_at: new Date(),
          response_rate: 90,
          user_id: b.userId,
        })),
      )
      .returning('id')
      .execute();
    recruiterIds.push(...rows.map((r) => r.id));
  }
  const people = await insertMembers(seekers, 'jobseeker');
  const pair = async (seeker: FanoutPair['seeker'], r: number): Promise<FanoutPair> => {
    const { chat, deliveries } = await openChat(db, {
      jobseekerId: seeker.userId,
      recruiterId: recruiterIds[r]!,
      jobId: null,
    });
    await publishChatDeliveries(bus, deliveries);
    return { seeker, recruiter: bosses[r]!, chatId: chat.id };
  };
  const pairs: FanoutPair[] = [];
  for (const [i, seeker] of people.entries()) pairs.push(await pair(seeker, i % recruiters));
  const group: FanoutPair[] = [];
  for (const seeker of people.slice(0, groupSize)) group.push(await pair(seeker, recruiters));
  return { port: (app.server.address() as AddressInfo).port, pairs, group, close };

  async function insertMembers(count: number, role: 'jobseeker' | 'recruiter') {
    const members: { userId: number; token: string }[] = [];
    for (const size of chunks(Array.from({ length: count }), 500).map((c) => c.length)) {
      const users = await db
        .insertInto('users')
        .values(
          Array.from({ length: size }, () => ({
            email: `bench-${randomUUID()}@example.com`,
            first_name: 'Bench',
            last_name: role,
            role,
            active_key: 1,
            is_email_verify: true,
            is_mobile_verified: false,
            is_profile_completed: true,
            country_id: 167,
          })),
        )
        .returning('id')
        .execute();
      const tokens = users.map(() => newToken());
      await db
        .insertInto('sessions')
        .values(
          users.map((u, i) => ({
            id: hashToken(tokens[i]!),
            user_id: u.id,
            role,
            device_uuid: null,
            device_name: 'bench',
            device_type: 'web',
            fcm_token_web: null,
            country_id: 167,
            language_id: 1,
            expires_at: new Date(Date.now() + cookieLifetimeMs),
          })),
        )
        .execute();
      members.push(...users.map((u, i) => ({ userId: u.id, token: tokens[i]! })));
    }
    return members;
  }
}

/** Forwards each message to its recipient's sockets and acknowledges it to the sender at once. */
async function bareWsServer() {
  const { port, close } = await wsServer(forward);
  return { port, ...syntheticPairs(), close };
}

/**
 * The bare ws server's forwarding, each message stored first as the relay stores it: the messages
 * of an event-loop turn in one statement, up to three statements in flight, forwarded and
 * acknowledged once theirs commits (the batch as `jsonb`: `json_to_recordset` filling a `jsonb`
 * column took three times the database's CPU a row). The row holds what a chat message's row does
 * (chat, sender, client id, body, time), under a generated id and no other key: no position in its
 * chat, no resend check, no membership or block check. What it costs is the floor for one row a
 * message.
 */
async function storingWsServer() {
  if (!process.env.BENCH_POSTGRES_URL)
    throw new Error('ws-store stores on PostgreSQL: set BENCH_POSTGRES_URL');
  const pool = new pg.Pool({ connectionString: process.env.BENCH_POSTGRES_URL, max: 3 });
  await pool.query(`drop table if exists bench_floor_messages;
    create table bench_floor_messages (id bigint generated always as identity primary key,
      chat_id integer not null, sender_user_id integer not null, client_id uuid not null,
      body jsonb not null, created_at timestamptz not null)`);
  type Pending = { from: number; socket: WebSocket; message: WsMessage };
  let waiting: Pending[] = [];
  let inFlight = 0;
  const { port, sockets, close } = await wsServer((_sockets, from, socket, message) => {
    if (waiting.length === 0) setImmediate(flush);
    waiting.push({ from, socket, message });
  });
  return {
    port,
    ...syntheticPairs(),
    close: async () => {
      await close();
      await pool.end();
    },
  };

  function flush() {
    if (waiting.length === 0 || inFlight >= 3) return;
    const batch = waiting;
    waiting = [];
    inFlight += 1;
    const rows = batch.map(({ from, message }) => ({
      chat_id: message.chat,
      sender_user_id: from,
      client_id: message.id,
      body: { kind: 'text', text: `Thanks, talk soon (ref ${message.t})` },
    }));
    void pool
      .query(
        `insert into bench_floor_messages (chat_id, sender_user_id, client_id, body, created_at)
         select chat_id, sender_user_id, client_id, body, $2
         from jsonb_to_recordset($1::jsonb) as v(chat_id int, sender_user_id int, client_id uuid, body jsonb)`,
        [JSON.stringify(rows), new Date()],
      )
      .then(() => {
        for (const { from, socket, message } of batch) forward(sockets, from, socket, message);
      })
      .finally(() => {
        inFlight -= 1;
        flush();
      });
  }
}

/** What the bare ws clients send: `chat` only to the storing server. */
interface WsMessage {
  to: number;
  chat?: number;
  id: string;
  t: number;
}
type SocketsByUser = Map<number, Set<WebSocket>>;

/** A ws server that keeps each user's sockets (`?user=` on connect) and hands on every message. */
async function wsServer(
  onMessage: (sockets: SocketsByUser, from: number, socket: WebSocket, message: WsMessage) => void,
) {
  const server = createServer();
  const wss = new WebSocketServer({ server });
  const sockets: SocketsByUser = new Map();
  wss.on('connection', (socket, request) => {
    const user = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('user'));
    const own = sockets.get(user) ?? new Set();
    own.add(socket);
    sockets.set(user, own);
    socket.on('message', (data) => onMessage(sockets, user, socket, JSON.parse(String(data)) as WsMessage));
    socket.on('close', () => own.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    sockets,
    close: () => new Promise<void>((resolve) => wss.close(() => server.close(() => resolve()))),
  };
}

/** `{from, id, t}` to every socket of user `to`, and `{ack: id}` to the sender. */
function forward(sockets: SocketsByUser, from: number, socket: WebSocket, message: WsMessage) {
  const out = JSON.stringify({ from, id: message.id, t: message.t });
  for (const peer of sockets.get(message.to) ?? []) peer.send(out);
  socket.send(JSON.stringify({ ack: message.id }));
}

/** The same forwarding on socket.io: each user's sockets join the user's room. */
async function socketIoServer() {
  const server = createServer();
  const io = new SocketIoServer(server, { transports: ['websocket'] });
  io.on('connection', (socket) => {
    const user = Number(socket.handshake.query.user);
    void socket.join(`u${user}`);
    socket.on('send', (message: { to: number; id: string; t: number }, ack: (id: string) => void) => {
      io.to(`u${message.to}`).emit('message', { from: user, id: message.id, t: message.t });
      ack(message.id);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    ...syntheticPairs(),
    close: () => new Promise<void>((resolve) => io.close(() => resolve())),
  };
}

function syntheticPairs(): { pairs: FanoutPair[]; group: FanoutPair[] } {
  const seeker = (i: number) => ({ userId: 1_000_000 + i, token: '' });
  const groupBoss = { userId: recruiters + 1, token: '' };
  return {
    pairs: Array.from({ length: seekers }, (_, i) => ({
      seeker: seeker(i),
      recruiter: { userId: (i % recruiters) + 1, token: '' },
      chatId: i + 1,
    })),
    group: Array.from({ length: groupSize }, (_, i) => ({
      seeker: seeker(i),
      recruiter: groupBoss,
      chatId: seekers + i + 1,
    })),
  };
}

function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, i * size + size),
  );
}
