import { randomUUID } from 'node:crypto';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { limits } from '@talkhire/config';
import { errorCodes, type TResume, ZResumeIdParams } from '@talkhire/contracts';
import type { FastifyRequest } from 'fastify';
import { cleanFilename } from '../../files/clean-filename';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { resumeFileType, resumeMimeTypes } from './resume-file-type';
import { requireSeekerOnEveryRoute, seekerOf } from './signed-in-seeker';

/**
 * Attached resumes (spec §5, §7): upload (multipart field `file`), list and delete. Files go to the
 * storage interface under a generated key; the row keeps the name the seeker gave it.
 */
export const resumeRoutes: ZodPlugin = async (app) => {
  const { db, files } = app.services;
  requireSeekerOnEveryRoute(app);
  // Parts beyond the limit are cut off and flagged, so an oversize file is refused without being kept.
  await app.register(multipart, { limits: { fileSize: limits.resumeBytes, files: 1, fields: 4, parts: 5 } });

  app.post('/resume/upload', async (request) => {
    const { userId } = seekerOf(request);
    if (!request.isMultipart())
      throw new ApiError(errorCodes.parameterInvalid, {
        status: 415,
        fields: { file: ['field.unsupported_media_type'] },
      });
    const { filename: rawName, bytes } = await readFilePart(request);
    const filename = cleanFilename(rawName, { maxLength: 200, fallback: 'resume' });
    const type = resumeFileType(filename, bytes);
    if (!type || bytes.length === 0)
      throw new ApiError(errorCodes.fileTypeNotSupportedAlt, { fields: { file: ['41264'] } });

    const key = `resumes/${randomUUID()}.${type}`;
    try {
      await files.put(key, bytes);
    } catch (error) {
      request.log.error({ err: error }, 'resume storage failed');
      throw new ApiError(errorCodes.resumeUploadFailed);
    }
    const row = await db
      .transaction()
      .execute(async (trx) => {
        // The seeker's row lock makes the count and the insert one step: two uploads at once cannot make four.
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
        const { n } = await trx
          .selectFrom('resumes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= limits.resumeFiles)
          throw new ApiError(errorCodes.tooManyResumes, { fields: { file: ['41170'] } });
        return trx
          .insertInto('resumes')
          .values({
            user_id: userId,
            filename,
            mime: resumeMimeTypes[type],
            size: bytes.length,
            storage_key: key,
          })
          .returning(['id', 'filename', 'mime', 'size', 'created_at'])
          .executeTakeFirstOrThrow();
      })
      .catch(async (error: unknown) => {
        await files.delete(key);
        throw error;
      });
    return ok(toResume(row));
  });

  app.get('/resumes', async (request) => {
    const { userId } = seekerOf(request);
    const rows = await db
      .selectFrom('resumes')
      .select(['id', 'filename', 'mime', 'size', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return ok({ resumes: rows.map(toResume) });
  });

  app.delete('/resumes/:id/delete', { schema: { params: ZResumeIdParams } }, async (request) => {
    const { userId } = seekerOf(request);
    const removed = await db
      .deleteFrom('resumes')
      .where('id', '=', request.params.id)
      .where('user_id', '=', userId)
      .returning(['id', 'storage_key'])
      .executeTakeFirst();
    if (!removed) throw ApiError.notFound();
    await files.delete(removed.storage_key);
    return ok({ id: removed.id });
  });
};

/** The `file` part, read whole; a body that breaks off or is not valid multipart is the client's error. */
async function readFilePart(request: FastifyRequest): Promise<{ filename: string; bytes: Buffer }> {
  let part: MultipartFile | undefined;
  let bytes: Buffer;
  try {
    part = await request.file({ throwFileSizeLimit: false });
    if (part?.fieldname !== 'file') throw missingFile();
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    request.log.info({ err: error }, 'unreadable upload');
    throw new ApiError(errorCodes.parameterInvalid, {
      status: 400,
      fields: { file: ['field.invalid_format'] },
    });
  }
  if (part.file.truncated) throw new ApiError(errorCodes.fileOver5Mb, { fields: { file: ['41174'] } });
  return { filename: part.filename, bytes };
}

const missingFile = () => new ApiError(errorCodes.parameterInvalid, { fields: { file: ['field.required'] } });

function toResume(row: {
  id: number;
  filename: string;
  mime: string;
  size: number;
  created_at: Date;
}): TResume {
  return { ...row, created_at: new Date(row.created_at).toISOString() };
}
