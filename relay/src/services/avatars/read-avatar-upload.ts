import { limits } from '@talkhire/config';
import { avatarUploadFields, errorCodes } from '@talkhire/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';

/**
 * The `avatar` part of POST /upload-avatar, read whole. The `filename` field and the part's own
 * name are not used: the bytes decide the type. Not multipart answers 415, a broken body 400, a
 * file over 10 MB 413 / 41007 with a message naming 10 MB (the spec has no 10 MB code).
 */
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new ApiError(errorCodes.parameterInvalid, {
      status: 415,
      fields: { [avatarUploadFields.file]: ['field.unsupported_media_type'] },
    });
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== avatarUploadFields.file || bytes) {
        part.file.resume();
        continue;
      }
      bytes = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    request.log.info({ err: error }, 'unreadable avatar upload');
    throw new ApiError(errorCodes.parameterInvalid, {
      status: 400,
      fields: { [avatarUploadFields.file]: ['field.invalid_format'] },
    });
  }
  if (!bytes?.length)
    throw new ApiError(errorCodes.parameterInvalid, {
      fields: { [avatarUploadFields.file]: ['field.required'] },
    });
  return bytes;
}

function tooLarge(): ApiError {
  const key = 'avatar.too_large';
  return new ApiError(errorCodes.fileOver20Mb, {
    fields: { [avatarUploadFields.file]: [key] },
    messageKey: key,
    values: { max_mb: limits.avatarBytes / (1024 * 1024) },
  });
}
