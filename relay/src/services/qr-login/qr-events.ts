import { type TQrLoginStatus, ZQrLoginStatus } from '@talkhire/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Bus } from '../../bus/bus';
import { ApiError } from '../../http/api-error';
import { effectiveStatus, findQrLogin } from './qr-tokens';

/**
 * Status changes travel over the bus, one channel per token (named by the token's hash, so the
 * token itself never leaves the relay): the phone may reach one relay and the desktop another.
 */
export function qrChannel(id: string): string {
  return `qr-login:${id}`;
}

const ZQrBusMessage = z.object({ status: ZQrLoginStatus });

export function publishQrStatus(bus: Bus, id: string, status: TQrLoginStatus): Promise<void> {
  return bus.publish(qrChannel(id), { status });
}

/** Later states never give way to earlier ones: a late or repeated message is dropped. */
const rank: Record<TQrLoginStatus, number> = {
  waiting: 0,
  scanned: 1,
  confirmed: 2,
  completed: 3,
  expired: 3,
  cancelled: 3,
};

const keepAliveMs = 15_000;

/**
 * Server-sent events for the desktop: the current status first, then each change
 * (`event: status`, data `{status, expires_at}`) until a final one (completed, expired,
 * cancelled), after which the stream ends. Expiry is announced by this relay's own timer.
 */
export async function streamQrStatus(
  services: Pick<FastifyInstance['services'], 'db' | 'bus'>,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  /** Streams still open, so closing the relay can end them instead of waiting for their expiry. */
  openStreams: Set<() => void>,
): Promise<void> {
  let sent = -1;
  let ended = false;
  let expiresAt = new Date();
  const timers: NodeJS.Timeout[] = [];
  let unsubscribe: () => void = () => {};
  let stopMissed: () => void = () => {};

  const end = () => {
    if (ended) return;
    ended = true;
    openStreams.delete(end);
    for (const timer of timers) clearTimeout(timer);
    unsubscribe();
    stopMissed();
    reply.raw.end();
  };
  const send = (status: TQrLoginStatus) => {
    if (ended || rank[status] <= sent) return;
    sent = rank[status];
    reply.raw.write(
      `event: status\ndata: ${JSON.stringify({ status, expires_at: expiresAt.toISOString() })}\n\n`,
    );
    if (rank[status] === 3) end();
  };

  // Subscribe before reading, so a change between the read and the subscription is not lost;
  // what arrives before the stream's headers are written waits in `early`.
  let early: TQrLoginStatus | undefined;
  let open = false;
  unsubscribe = await services.bus.subscribe(qrChannel(id), (message) => {
    const parsed = ZQrBusMessage.safeParse(message);
    if (!parsed.success) return;
    if (open) send(parsed.data.status);
    else if (!early || rank[parsed.data.status] > rank[early]) early = parsed.data.status;
  });
  const row = await findQrLogin(services.db, id);
  if (!row) {
    unsubscribe();
    throw ApiError.notFound();
  }
  expiresAt = row.expires_at;

  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  reply.raw.write('retry: 3000\n\n');
  request.raw.on('close', end);
  openStreams.add(end);

  open = true;
  send(effectiveStatus(row));
  if (early) send(early);
  if (ended) return;
  const sendLatest = async () => {
    const latest = await findQrLogin(services.db, id);
    send(latest ? effectiveStatus(latest) : 'expired');
  };
  // Changes published while this relay's subscription was lost never came: the row tells them.
  stopMissed = services.bus.onMissed(() => void sendLatest().catch(() => {}));
  const checkExpiry = async () => {
    try {
      await sendLatest();
    } catch {
      // The database is unreachable: the stream ends, the desktop reconnects or refreshes.
    } finally {
      end();
    }
  };
  timers.push(setTimeout(checkExpiry, Math.max(0, expiresAt.getTime() - Date.now()) + 50));
  const ping = setInterval(() => {
    if (ended) clearInterval(ping);
    else reply.raw.write(': ping\n\n');
  }, keepAliveMs);
  timers.push(ping);
}
