import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Bounds on reading a body nobody wants: a refused 30 MB upload is read to its end; anything
 * longer, or slower, is answered and the connection closed.
 */
export const unreadBodyLimits = { bytes: 64 * 1024 * 1024, ms: 20_000 } as const;

/**
 * An answer that comes before the request's body has been read (too large, wrong type, signed
 * out, an upload refused half-way) waits until the rest of the body has arrived and is dropped.
 * Answering at once and closing, as Fastify does after a body error, makes TCP reset the
 * connection while the client is still sending, and clients that send the whole body before
 * reading (curl -T, Python's http.client, most mobile stacks) then see a dropped connection
 * instead of the 413 or 401.
 */
export function drainUnreadBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    if (raw.readableEnded || raw.complete || raw.destroyed) return payload;
    const drained = await drainBody(raw);
    if (!drained) reply.header('connection', 'close');
    return payload;
  });
}

/** Reads and drops the rest of a body; false when it was longer or slower than the bounds. */
function drainBody(raw: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    let bytes = 0;
    const finish = (drained: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('close', onClose);
      resolve(drained);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > unreadBodyLimits.bytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(raw.readableEnded);
    const timer = setTimeout(() => finish(false), unreadBodyLimits.ms);
    // A parser that stopped reading (multipart past its limits) would hold the stream paused.
    raw.unpipe();
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('close', onClose);
    raw.resume();
  });
}
