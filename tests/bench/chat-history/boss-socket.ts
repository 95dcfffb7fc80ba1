import { randomUUID } from 'node:crypto';
import { type APIRequestContext, request } from '@playwright/test';
import { answeredSend, type TClientFrame, type TServerFrame } from '@talkhire/contracts';
import WebSocket from 'ws';

/** The demo Boss the seed CLI creates (relay/src/seed/demo-accounts.ts). */
const demoBoss = { email: 'boss.ph@demo.talkhire.local', password: 'Talkhire-boss-1' };

/**
 * Sends per second: under the relay's flood limit (chatFloodLimits in
 * relay/src/services/chat/chat-connection.ts: a 600-frame burst, then 300/s), which closes the
 * socket of anyone faster; the limit is the product's, so the bench keeps to it.
 */
const sendsPerSecond = 250;
const sendsPerTick = 25;

export interface BossSocket {
  session: { recruiter_id: number; company_id: number; user_id: number };
  api: APIRequestContext;
  /** Sends `count` text messages through the real protocol and waits for every ack: ms taken. */
  sendMany(chatId: number, count: number, text: (i: number) => string): Promise<number>;
  close(): Promise<void>;
}

/** The demo Boss signed in over the API and on the chat socket, as the employer site would be. */
export async function openBossSocket(origin: string): Promise<BossSocket> {
  const api = await request.newContext({ baseURL: origin });
  const login = await api.post('/api/authentication/recruiters/login', {
    data: { ...demoBoss, client_id: '1' },
  });
  if (login.status() !== 200) throw new Error(`the demo Boss could not sign in: ${login.status()}`);
  const session = (await login.json()).data as BossSocket['session'];
  const sessionid = (await api.storageState()).cookies.find((c) => c.name === 'sessionid')?.value;
  const ws = new WebSocket(`${origin.replace('http', 'ws')}/api/chat/socket`, {
    headers: { cookie: `sessionid=${sessionid}`, origin },
  });
  /** Sends answered: by an ack, or by a sent frame where the message's event came first. */
  const unanswered = new Set<string>();
  let answeredSends = 0;
  const errors: string[] = [];
  let synced = false;
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data)) as TServerFrame;
    const answered = answeredSend(frame);
    if (answered && unanswered.delete(answered)) answeredSends += 1;
    else if (frame.type === 'error') errors.push(frame.message);
    else if (frame.type === 'synced') synced = true;
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const send = (frame: TClientFrame) => ws.send(JSON.stringify(frame));
  // A fresh database: the Boss's chats are a few events long each.
  send({ type: 'hello', cursors: [] });
  await until(() => synced || ws.readyState !== WebSocket.OPEN, 30_000, 'the Boss socket synced');

  return {
    session,
    api,
    async sendMany(chatId, count, text) {
      const started = performance.now();
      const answeredBefore = answeredSends;
      for (let i = 1; i <= count; i += sendsPerTick) {
        if (ws.readyState !== WebSocket.OPEN) throw new Error(`the Boss socket closed after ${i - 1} sends`);
        for (let j = i; j < Math.min(count + 1, i + sendsPerTick); j++) {
          const clientId = randomUUID();
          unanswered.add(clientId);
          send({ type: 'send', client_id: clientId, chat_id: chatId, body: { kind: 'text', text: text(j) } });
        }
        await new Promise((resolve) => setTimeout(resolve, (1000 * sendsPerTick) / sendsPerSecond));
      }
      await until(
        () => answeredSends - answeredBefore >= count || errors.length > 0,
        120_000,
        `${count} answers`,
      );
      if (errors.length) throw new Error(`the relay refused sends: ${errors.slice(0, 3).join('; ')}`);
      return performance.now() - started;
    },
    async close() {
      ws.close();
      await api.dispose();
    },
  };
}

async function until(done: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
