import {
  errorCodes,
  feedbackLimits,
  feedbackUploadFields,
  type TFeedbackFields,
  unsafeTextIssues,
  ZFeedbackFields,
} from '@talkhire/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { ContractError } from '../../http/zod-provider';

export interface FeedbackUpload {
  fields: TFeedbackFields;
  /** Each file part of `pictures`, read whole and not yet checked. */
  pictures: { filename: string; bytes: Buffer }[];
}

/**
 * The multipart form of POST /user/feedback. The text fields pass the same contract as the web
 * form (422 / 40001 with field messages); a picture over 5 MB is 413 / 41174, a fourth picture
 * 422 / 40001 'You can add at most 3'. Not multipart is 415, a broken body 400.
 */
export async function readFeedbackUpload(request: FastifyRequest): Promise<FeedbackUpload> {
  if (!request.isMultipart())
    throw new ApiError(errorCodes.parameterInvalid, {
      status: 415,
      fields: { body: ['field.unsupported_media_type'] },
    });
  const values: Record<string, string> = {};
  const pictures: FeedbackUpload['pictures'] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') values[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== feedbackUploadFields.pictures) {
        part.file.resume();
        continue;
      }
      if (pictures.length === feedbackLimits.pictures) throw tooManyPictures();
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
      // An empty file input sends an empty part: no picture, not a broken one.
      if (bytes.length > 0) pictures.push({ filename: part.filename, bytes });
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    request.log.info({ err: error }, 'unreadable feedback upload');
    throw new ApiError(errorCodes.parameterInvalid, {
      status: 400,
      fields: { body: ['field.invalid_format'] },
    });
  }
  const unsafe = unsafeTextIssues(values);
  if (unsafe.length > 0) throw new ContractError('body', unsafe as never);
  const parsed = ZFeedbackFields.safeParse(values);
  if (!parsed.success) throw new ContractError('body', parsed.error.issues);
  return { fields: parsed.data, pictures };
}

function tooManyPictures(): ApiError {
  return new ApiError(errorCodes.parameterInvalid, {
    fields: { [feedbackUploadFields.pictures]: ['field.limit_reached'] },
    values: { maximum: feedbackLimits.pictures },
  });
}

function tooLarge(): ApiError {
  return new ApiError(errorCodes.fileOver5Mb, { fields: { [feedbackUploadFields.pictures]: ['41174'] } });
}
