import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { answeredSend, type TServerFrame } from '@talkhire/contracts';
import { io as socketIo } from 'socket.io-client';
import WebSocket from 'ws';
import type { FanoutPair, ServerMessage } from './chat-fanout-server';
import { cpuPerUnit, readCpu } from './process-cpu';

/**
 * `npm run bench:chat` (and part of `npm run bench`): the chat fan-out of issue 5 point 10. Each
 * server gets FANOUT_SEEKERS + FANOUT_RECRUITERS sockets (4,500 + 500 = 5,000) on one process;
 * every seeker chats with one recruiter (a Boss talks with nine candidates). The loads, measured at
 * the recipient with one clock (this process):
 *  - steady: FANOUT_RATE messages per second (5,000) for FANOUT_SECONDS (10), spread over seekers;
 *  - saturated: every seeker keeps FANOUT_WINDOW messages (4) unanswered, sending the next as each
 *    is acknowledged, for FANOUT_SATURATED_SECONDS (10) after a second of warm-up: the messages
 *    delivered per second within that window are the server's throughput, and the figure the
 *    closing lines compare. 18,000 messages are always on their way, as at the start of the burst,
 *    but the rate is read once the server's pipeline is full and before it drains;
 *  - burst: every seeker sends FANOUT_BURST messages (4) at once: delivered messages per second,
 *    from the first send to the last delivery (for bare ws under a second, its start and end
 *    included);
 *  - group: the group Boss writes to each of its FANOUT_GROUP seekers (200) at once, once a second
 *    for FANOUT_GROUP_ROUNDS rounds (10): a Boss broadcasting to a group of candidates, within a
 *    socket's flood limit; its figure is the latency of a broadcast's messages.
 * The relay persists every message (PGlite, or PostgreSQL with BENCH_POSTGRES_URL), one row at its
 * chat's next position, before it delivers; the bare ws and socket.io servers only forward.
 * `ws-store` (run when BENCH_POSTGRES_URL is set): bare ws storing each message in a PostgreSQL
 * table with no key but its id, batched as the relay batches, before it forwards: the least one row
 * a message costs, so the relay's figure can be read against what any such design could reach.
 * `relays` (run when BENCH_POSTGRES_URL and BENCH_REDIS_URL are both set): two relay processes on
 * that PostgreSQL and Redis, the seekers on one and the Bosses on the other, so every message
 * crosses the Redis bus; its figures are the two relays' total.
 * Each row also says where the machine's CPU went (Linux): µs per delivered message of the server
 * process(es), of every PostgreSQL process and of this load client — run it on an otherwise idle
 * machine, as every postgres process is counted.
 */
const rate = Number(process.env.FANOUT_RATE ?? 5000);
const groupRounds = Number(process.env.FANOUT_GROUP_ROUNDS ?? 10);
const seconds = Number(process.env.FANOUT_SECONDS ?? 10);
const burst = Number(process.env.FANOUT_BURST ?? 4);
const windowPerSeeker = Number(process.env.FANOUT_WINDOW ?? 4);
const saturatedSeconds = Number(process.env.FANOUT_SATURATED_SECONDS ?? 10);
const twoRelays = Boolean(process.env.BENCH_POSTGRES_URL && process.env.BENCH_REDIS_URL);
const storing = Boolean(process.env.BENCH_POSTGRES_URL);
const kinds = (
  process.env.FANOUT_SERVERS ?? `ws,socketio,${storing ? 'ws-store,' : ''}relay${twoRelays ? ',relays' : ''}`
).split(',') as Kind[];
type Kind = 'relay' | 'relays' | 'ws' | 'ws-store' | 'socketio';
const engine = process.env.BENCH_POSTGRES_URL ? 'PostgreSQL' : 'PGlite';

interface Client {
  /** A message to user `to` in chat `chatId`, carrying its send time. */
  send(to: number, chatId: number, sentAt: number): void;
  close(): void;
}
/** What the load hears from a client: a message delivered to it, and the server's ack of its own. */
interface Heard {
  delivery(text: string): void;
  ack(userId: number): void;
}
interface Run {
  delivered: number;
  latencies: number[];
  lastDeliveryAt: number;
}

const results: Record<string, string | number>[] = [];
for (const kind of kinds) results.push(...(await benchServer(kind)));
console.table(results);
for (const line of summaryLines(results)) console.log(line);
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on this machine during the bench`,
);

/**
 * One line per relay setup, its saturated throughput against bare ws's in this run, e.g.
 * `relay on PostgreSQL: 27% of bare ws (9,812 msg/s vs 36,020 msg/s)`.
 */
function summaryLines(rows: Record<string, string | number>[]): string[] {
  const throughputOf = (server: string) =>
    rows.find((row) => row.server === server && String(row.load).startsWith('saturated'))?.['delivered/s'];
  const bare = Number(throughputOf('ws'));
  const names: Record<string, string> = {
    relay: `relay on ${engine}`,
    relays: `two relays on ${engine} + Redis`,
    socketio: 'socket.io (no persistence)',
    'ws-store': 'bare ws storing one row a message (the floor)',
  };
  return Object.entries(names).flatMap(([server, name]) => {
    const delivered = Number(throughputOf(server));
    if (!bare || !delivered) return [];
    const figure = (n: number) => `${Math.round(n).toLocaleString('en')} msg/s`;
    return [
      `${name}: ${Math.round((100 * delivered) / bare)}% of bare ws (${figure(delivered)} vs ${figure(bare)})`,
    ];
  });
}

function startServer(kind: Kind | 'relay-peer') {
  return fork(new URL('./chat-fanout-server.ts', import.meta.url).pathname, [kind], {
    // FANOUT_PROFILE=dir writes a CPU profile of each server there.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.FANOUT_NODE_ARGS ? process.env.FANOUT_NODE_ARGS.split(' ') : []),
      ...(process.env.FANOUT_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.FANOUT_PROFILE}`] : []),
    ],
    env: { ...process.env, NODE_OPTIONS: '--max-old-space-size=4096' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

async function benchServer(kind: Kind): Promise<Record<string, string | number>[]> {
  const server = startServer(kind);
  const ready = await nextMessage(server, 'ready');
  // Two relays: the second starts on the stores the first has filled; the Bosses connect to it.
  const peer = kind === 'relays' ? startServer('relay-peer') : null;
  const peerPort = peer ? (await nextMessage(peer, 'ready')).port : ready.port;
  const servers = peer ? [server, peer] : [server];
  let run: Run = { delivered: 0, latencies: [], lastDeliveryAt: 0 };
  let heardInAll = 0;
  let onAck: (userId: number) => void = () => {};
  const heard: Heard = {
    delivery: (text) => {
      const now = performance.now();
      heardInAll += 1;
      run.delivered += 1;
      run.latencies.push(now - Number(text));
      run.lastDeliveryAt = now;
    },
    ack: (userId) => onAck(userId),
  };
  const connectStarted = performance.now();
  const clients = await connectAll(
    kind,
    { seekers: ready.port, recruiters: peerPort },
    [...ready.pairs, ...ready.group],
    heard,
  );
  const fromSeeker = (pair: FanoutPair) =>
    clients.get(pair.seeker.userId)!.send(pair.recruiter.userId, pair.chatId, performance.now());
  const connectMs = performance.now() - connectStarted;

  const steady = await measure(async () => {
    const perTick = rate / 100;
    let owed = 0;
    let next = 0;
    // Timers run late on a busy machine: what counts is what was actually sent.
    const until = performance.now() + seconds * 1000;
    while (performance.now() < until) {
      owed += perTick;
      for (; owed >= 1; owed -= 1) {
        fromSeeker(ready.pairs[next++ % ready.pairs.length]!);
      }
      await sleep(10);
    }
    return next;
  });
  const saturated = await saturate();
  const burstRun = await measure(async () => {
    for (let round = 0; round < burst; round++) for (const pair of ready.pairs) fromSeeker(pair);
    return ready.pairs.length * burst;
  });
  const groupRun = await measure(async () => {
    const boss = clients.get(ready.group[0]!.recruiter.userId)!;
    for (let round = 0; round < groupRounds; round++) {
      if (round > 0) await sleep(1000);
      for (const pair of ready.group) boss.send(pair.seeker.userId, pair.chatId, performance.now());
    }
    return ready.group.length * groupRounds;
  });
  let rssMb = 0;
  for (const child of servers) {
    child.send({ type: 'memory' });
    rssMb += (await nextMessage(child, 'memory')).rssMb;
  }
  for (const client of clients.values()) client.close();
  for (const child of servers) {
    child.send({ type: 'stop' });
    await new Promise((resolve) => child.once('exit', resolve));
  }

  const row = (load: string, r: Awaited<ReturnType<typeof measure>>) => ({
    server: kind,
    load,
    sockets: clients.size,
    sent: r.sent,
    delivered: r.delivered,
    'delivered/s': Math.round(r.perSecond),
    'p50 ms': r.p50.toFixed(1),
    'p99 ms': r.p99.toFixed(1),
    'setup s': (ready.setupMs / 1000).toFixed(1),
    'connect s': (connectMs / 1000).toFixed(1),
    'server RSS MB': Math.round(rssMb),
    'CPU µs/msg server/pg/client': r.cpu ? `${r.cpu.server}/${r.cpu.postgres}/${r.cpu.client}` : '-',
  });
  return [
    row(`steady ${rate}/s`, steady),
    row(`saturated ${windowPerSeeker}×${ready.pairs.length} ${saturatedSeconds} s`, saturated),
    row(`burst ${burst}×${ready.pairs.length}`, burstRun),
    row(`group 1→${ready.group.length} /s ×${groupRounds}`, groupRun),
  ];

  /** Sends a load, waits for every delivery (or 30 s of silence), and summarises it. */
  async function measure(load: () => Promise<number>) {
    run = { delivered: 0, latencies: [], lastDeliveryAt: 0 };
    const cpuBefore = readCpu(servers.map((child) => child.pid ?? 0));
    const started = performance.now();
    const sent = await load();
    await delivered(() => run.delivered, sent);
    const cpu = cpuPerUnit(cpuBefore, readCpu(servers.map((child) => child.pid ?? 0)), run.delivered);
    return {
      sent,
      delivered: run.delivered,
      perSecond: run.delivered / ((run.lastDeliveryAt - started) / 1000),
      ...percentiles(run.latencies),
      cpu,
    };
  }

  /**
   * The saturated load: each seeker's next message leaves as its last one is acknowledged, so the
   * server always has FANOUT_WINDOW of every seeker's messages to handle. Counted over a window
   * after a second of warm-up; then the seekers stop and the rest is awaited, so the next load
   * starts on an idle server.
   */
  async function saturate() {
    const pairOf = new Map(ready.pairs.map((pair) => [pair.seeker.userId, pair]));
    let sent = 0;
    let sending = true;
    onAck = (userId) => {
      const pair = pairOf.get(userId);
      if (!sending || !pair) return;
      sent += 1;
      fromSeeker(pair);
    };
    const heardBefore = heardInAll;
    for (let round = 0; round < windowPerSeeker; round++)
      for (const pair of ready.pairs) {
        sent += 1;
        fromSeeker(pair);
      }
    await sleep(1000);
    run = { delivered: 0, latencies: [], lastDeliveryAt: 0 };
    const cpuBefore = readCpu(servers.map((child) => child.pid ?? 0));
    const from = performance.now();
    await sleep(saturatedSeconds * 1000);
    const seconds = (performance.now() - from) / 1000;
    const cpu = cpuPerUnit(cpuBefore, readCpu(servers.map((child) => child.pid ?? 0)), run.delivered);
    const inWindow = { delivered: run.delivered, ...percentiles(run.latencies) };
    sending = false;
    onAck = () => {};
    await delivered(() => heardInAll - heardBefore, sent);
    return { sent, ...inWindow, perSecond: inWindow.delivered / seconds, cpu };
  }
}

/** Waits until `count()` reaches `sent`, or 30 s pass without a delivery. */
async function delivered(count: () => number, sent: number): Promise<void> {
  let seen = -1;
  let quietSince = performance.now();
  while (count() < sent && performance.now() - quietSince < 30_000) {
    await sleep(50);
    if (count() !== seen) {
      seen = count();
      quietSince = performance.now();
    }
  }
}

function percentiles(latencies: number[]): { p50: number; p99: number } {
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p99: at(0.99) };
}

/** Every seeker's and recruiter's socket, opened 200 at a time; returns each user's client. */
async function connectAll(
  kind: Kind,
  ports: { seekers: number; recruiters: number },
  pairs: FanoutPair[],
  heard: Heard,
): Promise<Map<number, Client>> {
  const members = new Map<number, { member: FanoutPair['seeker']; port: number }>();
  for (const pair of pairs) {
    members.set(pair.seeker.userId, { member: pair.seeker, port: ports.seekers });
    members.set(pair.recruiter.userId, { member: pair.recruiter, port: ports.recruiters });
  }
  const clients = new Map<number, Client>();
  const queue = [...members.values()];
  await Promise.all(
    Array.from({ length: 200 }, async () => {
      for (let next = queue.pop(); next; next = queue.pop())
        clients.set(next.member.userId, await connect(kind, next.port, next.member, heard));
    }),
  );
  return clients;
}

function connect(kind: Kind, port: number, member: FanoutPair['seeker'], heard: Heard): Promise<Client> {
  if (kind === 'socketio')
    return new Promise((resolve, reject) => {
      const socket = socketIo(`http://127.0.0.1:${port}`, {
        transports: ['websocket'],
        query: { user: String(member.userId) },
        reconnection: false,
      });
      socket.on('message', (m: { t: number }) => heard.delivery(String(m.t)));
      socket.once('connect_error', reject);
      socket.once('connect', () =>
        resolve({
          send: (to, _chatId, sentAt) =>
            socket.emit('send', { to, id: randomUUID(), t: sentAt }, () => heard.ack(member.userId)),
          close: () => socket.close(),
        }),
      );
    });
  if (kind === 'ws' || kind === 'ws-store')
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/?user=${member.userId}`);
      socket.on('message', (data) => {
        const m = JSON.parse(String(data)) as { t?: number; ack?: string };
        if (m.t !== undefined) heard.delivery(String(m.t));
        if (m.ack !== undefined) heard.ack(member.userId);
      });
      socket.once('error', reject);
      socket.once('open', () =>
        resolve({
          // The storing server also needs the chat; bare ws's frames stay as they were measured.
          send: (to, chatId, sentAt) =>
            socket.send(
              JSON.stringify(
                kind === 'ws'
                  ? { to, id: randomUUID(), t: sentAt }
                  : { to, chat: chatId, id: randomUUID(), t: sentAt },
              ),
            ),
          close: () => socket.close(),
        }),
      );
    });
  // The product's socket: session cookie, the site's Origin, hello, then live events. A send is
  // answered by a sent frame (its message's event, less what it sent) where that reached this socket first, else by an ack.
  const unanswered = new Set<string>();
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/chat/socket`, {
      headers: { cookie: `sessionid=${member.token}`, origin: `http://127.0.0.1:${port}` },
    });
    socket.on('message', (data) => {
      // JSON.parse alone, as the bare ws client reads its frames: the clients share the machine with
      // the servers, so a contract check of every frame here would be counted against the relay.
      const frame = JSON.parse(String(data)) as TServerFrame;
      if (frame.type === 'welcome') socket.send(JSON.stringify({ type: 'hello', cursors: [] }));
      if (frame.type === 'synced')
        resolve({
          send: (_to, chatId, sentAt) => {
            const clientId = randomUUID();
            unanswered.add(clientId);
            socket.send(
              JSON.stringify({
                type: 'send',
                client_id: clientId,
                chat_id: chatId,
                body: { kind: 'text', text: messageText(sentAt) },
              }),
            );
          },
          close: () => socket.close(),
        });
      const answer = answeredSend(frame);
      if (answer && unanswered.delete(answer)) heard.ack(member.userId);
      else if (frame.type === 'event' && frame.event.type === 'message') {
        const { message } = frame.event;
        if (message.sender_user_id !== member.userId && message.body.kind === 'text')
          heard.delivery(String(sentAtOf(message.body.text)));
      }
      if (frame.type === 'error') console.error('relay error frame', frame);
    });
    socket.once('error', reject);
  });
}

function nextMessage<T extends ServerMessage['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<ServerMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ServerMessage) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      resolve(message as Extract<ServerMessage, { type: T }>);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`the ${type} server exited with ${code}`)));
  });
}

/**
 * A message as a person writes one, carrying its send time (µs, base 36) for the latency: a bare
 * 13-digit number would be checked as a phone number on every send (spec §8 41344), which no
 * message of words is.
 */
function messageText(sentAt: number): string {
  return `Thanks, talk soon (ref ${Math.round(sentAt * 1000).toString(36)})`;
}

function sentAtOf(text: string): number {
  return Number.parseInt(/\(ref (\w+)\)$/.exec(text)?.[1] ?? '', 36) / 1000;
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
