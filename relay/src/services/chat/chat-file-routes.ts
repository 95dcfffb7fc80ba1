import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { chatLimits, errorCodes, type TChatFile, ZChatFileParams } from '@talkhire/contracts';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { cleanFilename } from '../../files/clean-filename';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { chatFileType } from './chat-file-type';
import { requireChatMember } from './chat-socket-access';

/**
 * Chat attachments under /api/file (spec §7 General): `POST /upload` takes multipart fields
 * `files` (one file), `filename` and `did`, checks the type by content and the size (41007: at most
 * 20 MB), stores it and answers the `file_id` a chat message then names. `GET /{fileId}` serves it
 * to its uploader and to the members of a chat where it was sent, nobody else.
 */
export const chatFileRoutes: ZodPlugin = async (app) => {
  const { db, files } = app.services;
  await app.register(multipart, {
    // Oversize parts are cut off and flagged, so the 41007 refusal comes without keeping the file.
    throwFileSizeLimit: false,
    limits: { fileSize: chatLimits.fileBytesMax, files: 1, fields: 4, parts: 6 },
  });

  app.post('/upload', async (request) => {
    const member = await requireChatMember(app, request);
    if (!request.isMultipart())
      throw new ApiError(errorCodes.parameterInvalid, {
        status: 415,
        fields: { files: ['field.unsupported_media_type'] },
      });
    const { bytes, name } = await readUpload(request);
    const type = chatFileType(name, bytes);
    if (!type || bytes.length === 0) throw new ApiError(errorCodes.fileTypeNotSupported);
    const id = randomUUID();
    const key = `chat/${id}.${type.extension}`;
    await files.put(key, bytes);
    try {
      await db
        .insertInto('chat_files')
        .values({
          id,
          uploader_user_id: member.userId,
          storage_key: key,
          name,
          mime: type.mime,
          size: bytes.length,
        })
        .execute();
    } catch (error) {
      await files.delete(key);
      throw error;
    }
    const answer: TChatFile = { file_id: id, name, size: bytes.length, mime: type.mime, kind: type.kind };
    return ok(answer);
  });

  app.get('/:fileId', { schema: { params: ZChatFileParams } }, async (request, reply) => {
    const member = await requireChatMember(app, request);
    const { fileId } = request.params;
    const row = await db
      .selectFrom('chat_files')
      .select(['storage_key', 'name', 'mime', 'uploader_user_id'])
      .where('id', '=', fileId)
      .executeTakeFirst();
    if (!row) throw ApiError.notFound();
    if (row.uploader_user_id !== member.userId) {
      const shared = await db
        .selectFrom('chat_messages')
        .innerJoin('chats', 'chats.id', 'chat_messages.chat_id')
        .select('chat_messages.id')
        .where(sql<boolean>`chat_messages.body->>'file_id' = ${fileId}`)
        .where('chat_messages.recalled_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb('chats.jobseeker_id', '=', member.userId),
            eb('chats.recruiter_user_id', '=', member.userId),
          ]),
        )
        .executeTakeFirst();
      // Not telling a stranger the file exists.
      if (!shared) throw ApiError.notFound();
    }
    const bytes = await files.get(row.storage_key);
    if (!bytes) throw ApiError.notFound();
    const inline = row.mime.startsWith('image/');
    // Cache-Control is private, no-store like every answer that reads the session (http/private-answers.ts).
    return reply
      .header('content-type', row.mime)
      .header(
        'content-disposition',
        `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.name)}`,
      )
      .send(bytes);
  });
};

/** The `files` part and the optional `filename` field; a broken body is the client's error. */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; name: string }> {
  let bytes: Buffer | null = null;
  let partName = '';
  let fieldName = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'files') {
          part.file.resume();
          continue;
        }
        bytes = await part.toBuffer();
        if (part.file.truncated) throw new ApiError(errorCodes.fileOver20Mb);
        partName = part.filename;
      } else if (part.fieldname === 'filename' && typeof part.value === 'string') {
        fieldName = part.value;
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    request.log.info({ err: error }, 'unreadable chat upload');
    throw new ApiError(errorCodes.parameterInvalid, {
      status: 400,
      fields: { files: ['field.invalid_format'] },
    });
  }
  if (!bytes) throw new ApiError(errorCodes.parameterInvalid, { fields: { files: ['field.required'] } });
  return {
    bytes,
    name: cleanFilename(fieldName || partName, { maxLength: chatLimits.fileNameMax, fallback: 'file' }),
  };
}
