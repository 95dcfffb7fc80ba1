import { answeredSend, type TClientFrame, type TServerFrame, ZServerFrame } from '@talkhire/contracts';
import WebSocket from 'ws';

export interface TestSocket {
  ws: WebSocket;
  /** Every frame received so far, parsed by the contract. */
  frames: TServerFrame[];
  send(frame: TClientFrame | string): void;
  /** The first frame (received before or after the call) that matches. */
  next<T extends TServerFrame['type']>(
    type: T,
    match?: (frame: Extract<TServerFrame, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<TServerFrame, { type: T }>>;
  /**
   * What answered send `clientId`: its ack, or the sent frame that stood for its message's event
   * where that reached this socket first (the relay then sends no ack), as the ack would say it.
   */
  answer(clientId: string, timeoutMs?: number): Promise<Omit<Extract<TServerFrame, { type: 'ack' }>, 'type'>>;
  closed: Promise<{ code: number; reason: string }>;
}

/** A chat socket as a browser page opens it: the session cookie and the page's Origin. */
export function openTestSocket(
  port: number,
  options: { sessionid?: string; origin?: string | null } = {},
): Promise<TestSocket> {
  const headers: Record<string, string> = {};
  if (options.sessionid) headers.cookie = `sessionid=${options.sessionid}`;
  const origin = options.origin === undefined ? `http://127.0.0.1:${port}` : options.origin;
  if (origin) headers.origin = origin;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/chat/socket`, { headers });
  const frames: TServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(ZServerFrame.parse(JSON.parse(String(data))));
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  /** The first frame `find` finds, now or as frames arrive. */
  const waitFor = <F>(find: () => F | undefined, what: string, timeoutMs: number) =>
    new Promise<F>((resolve, reject) => {
      const check = () => {
        const found = find();
        if (found === undefined) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no ${what} within ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  const socket: TestSocket = {
    ws,
    frames,
    closed,
    send(frame) {
      ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
    },
    next(type, match, timeoutMs = 10_000) {
      type Wanted = Extract<TServerFrame, { type: typeof type }>;
      const find = () => frames.find((f): f is Wanted => f.type === type && (!match || match(f as Wanted)));
      return waitFor(find, `${type} frame`, timeoutMs);
    },
    async answer(clientId, timeoutMs = 10_000) {
      const frame = await waitFor(
        () => frames.find((f) => answeredSend(f) === clientId),
        `answer to send ${clientId}`,
        timeoutMs,
      );
      if (frame.type !== 'ack' && frame.type !== 'sent') throw new Error('not an answer');
      const { seq, message_id, sent_at } = frame;
      return { client_id: clientId, seq, message_id, sent_at };
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused: ${response.statusCode}`)),
    );
    ws.once('error', reject);
  });
}

/** A socket past its hello: the replay after the cursors is in, and live events follow. */
export async function openSyncedSocket(
  port: number,
  sessionid: string,
  cursors: [number, number][] = [],
): Promise<TestSocket> {
  const socket = await openTestSocket(port, { sessionid });
  await socket.next('welcome');
  socket.send({ type: 'hello', cursors });
  await socket.next('synced');
  return socket;
}

/** The events a socket received, in order, with their chats' positions. */
export function eventsOf(socket: TestSocket) {
  return socket.frames.flatMap((f) => (f.type === 'event' ? [f] : []));
}
