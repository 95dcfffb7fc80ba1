import { chatLimits, errorCodes } from '@talkhire/contracts';
import type { FastifyRequest } from 'fastify';
import { cleanFilename } from '../../files/clean-filename';
import { ApiError } from '../../http/api-error';

/**
 * The multipart fields of `POST /api/file/upload`: the `files` part (one file) and the optional
 * `filename`. A body that is not multipart answers 415; a broken one is the client's error (4xx).
 */
export async function readChatUpload(request: FastifyRequest): Promise<{ bytes: Buffer; name: string }> {
  if (!request.isMultipart())
    throw new ApiError(errorCodes.parameterInvalid, {
      status: 415,
      fields: { files: ['field.unsupported_media_type'] },
    });
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
