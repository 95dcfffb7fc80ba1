import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * The answers worth compressing: JSON, HTML, XML, plain text, scripts, styles and SVG. Not an event
 * stream (each event must leave at once; both streams write to the socket themselves anyway), and
 * not files (resumes and images are compressed already).
 */
export const compressibleTypes =
  /^text\/(?!event-stream)|[/+](?:json|xml)(?:;|$)|^application\/(?:javascript|manifest\+json)|^image\/svg\+xml/;

/** Below about one packet, compressing saves nothing worth the CPU. */
const threshold = 1024;

/**
 * Brotli (preferred) or gzip for text answers of 1 KiB and more, whatever route they come from;
 * the built web's static files come pre-compressed (web/scripts/precompress.mjs), and an answer
 * that already has an encoding is left alone. The chat socket is an upgrade, not an answer.
 * Request bodies are still read only as sent: nothing here inflates a compressed upload.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold,
    customTypes: compressibleTypes,
  });
  // Caches must keep one copy per encoding, also of a pre-compressed file or a small answer.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (compressibleTypes.test(String(reply.getHeader('content-type') ?? ''))) varyOnEncoding(reply);
    return payload;
  });
}

function varyOnEncoding(reply: {
  getHeader(name: string): unknown;
  header(name: string, value: string): unknown;
}) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return;
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}
