import type { MultipartFile } from '@fastify/multipart';
import { errorCodes } from '@talkhire/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';

/** An uploaded file read whole, with the form's plain fields that came before it. */
export interface UploadedFile {
  filename: string;
  bytes: Buffer;
  /** The file's bytes went beyond `maxBytes`: the rest was dropped, nothing should be kept. */
  truncated: boolean;
  fields: Record<string, string>;
}

/**
 * Reads the one file part named `field` of a multipart request, up to `maxBytes`. A request that
 * is not multipart is 415 / 40001; one that breaks off or is no valid multipart is 400 / 40001;
 * a form without the file is 422 / 40001 'required'. Plain fields must come before the file.
 */
export async function readMultipartFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<UploadedFile> {
  if (!request.isMultipart())
    throw new ApiError(errorCodes.parameterInvalid, {
      status: 415,
      fields: { [field]: ['field.unsupported_media_type'] },
    });
  let part: MultipartFile | undefined;
  let bytes: Buffer;
  try {
    part = await request.file({ throwFileSizeLimit: false, limits: { fileSize: maxBytes } });
    if (part?.fieldname !== field) throw missing(field);
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    request.log.info({ err: error }, 'unreadable upload');
    throw new ApiError(errorCodes.parameterInvalid, {
      status: 400,
      fields: { [field]: ['field.invalid_format'] },
    });
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const one = Array.isArray(value) ? value[0] : value;
    if (one && one.type === 'field' && typeof one.value === 'string') fields[name] = one.value;
  }
  return { filename: part.filename, bytes, truncated: part.file.truncated, fields };
}

const missing = (field: string) =>
  new ApiError(errorCodes.parameterInvalid, { fields: { [field]: ['field.required'] } });
