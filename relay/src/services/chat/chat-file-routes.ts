import multipart from '@fastify/multipart';
import { chatLimits, endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { readChatFile, storeChatFile } from './chat-files';
import { readChatUpload } from './read-chat-upload';

/**
 * Chat attachments under /api/file (spec §7 General): the upload checks the type by content and
 * the size (41007: at most 20 MB); a file is served to its uploader and the members of a chat
 * where it was sent, nobody else.
 */
export async function chatFileRoutes(app: FastifyInstance) {
  const { db, files } = app.services;
  await app.register(multipart, {
    // Oversize parts are cut off and flagged, so the 41007 refusal comes without keeping the file.
    throwFileSizeLimit: false,
    limits: { fileSize: chatLimits.fileBytesMax, files: 1, fields: 4, parts: 6 },
  });

  serveEndpoint(app, endpoints.chat.upload, async ({ viewer }, request) => {
    const { bytes, name } = await readChatUpload(request);
    return storeChatFile(db, files, { uploaderId: viewer.userId, name, bytes });
  });

  serveEndpoint(app, endpoints.chat.file, async ({ viewer, params }, _request, reply) => {
    const file = await readChatFile(db, files, { userId: viewer.userId, fileId: params.fileId });
    const inline = file.mime.startsWith('image/');
    // Cache-Control is private, no-store like every answer that reads the session (http/private-answers.ts).
    return reply
      .header('content-type', file.mime)
      .header(
        'content-disposition',
        `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      )
      .send(file.bytes);
  });
}
