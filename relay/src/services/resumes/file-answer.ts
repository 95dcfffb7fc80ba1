import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileStorage } from '../../files/file-storage';
import { ApiError } from '../../http/api-error';
import { byteRange } from './byte-range';

/**
 * Answers a stored file to its owner: its own type, never sniffed; a download names the file, a
 * video or picture shows inline. With a known size a `Range` request gets 206 and only those bytes,
 * which is what lets a video element seek; a range outside the file gets 416.
 */
export async function sendFileAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStorage,
  file: {
    key: string;
    filename: string;
    mime: string;
    /** null: not known here, the file is answered whole. */
    size: number | null;
    disposition: 'attachment' | 'inline';
  },
): Promise<FastifyReply> {
  reply
    .header('content-type', file.mime)
    .header(
      'content-disposition',
      `${file.disposition}; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  const range = file.size === null ? null : byteRange(request.headers.range, file.size);
  if (file.size !== null) reply.header('accept-ranges', 'bytes');
  if (range === 'unsatisfiable')
    return reply.status(416).header('content-range', `bytes */${file.size}`).send(Buffer.alloc(0));
  if (range) {
    const bytes = await files.getRange(file.key, range.start, range.end);
    if (!bytes) throw ApiError.notFound();
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.start + bytes.length - 1}/${file.size}`)
      .send(bytes);
  }
  const bytes = await files.get(file.key);
  if (!bytes) throw ApiError.notFound();
  return reply.send(bytes);
}
