import multipart, { type MultipartFile } from '@fastify/multipart';
import { limits } from '@talkhire/config';
import { endpoints, errorCodes } from '@talkhire/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { serveEndpoint } from '../../http/serve-endpoint';
import { attachResume, deleteResume, listResumes } from './resumes';

/** Attached resumes (spec §5, §7): upload (multipart field `file`), list and delete. */
export async function resumeRoutes(app: FastifyInstance) {
  const { db, files } = app.services;
  const api = endpoints.profile;
  // Parts beyond the limit are cut off and flagged, so an oversize file is refused without being kept.
  await app.register(multipart, { limits: { fileSize: limits.resumeBytes, files: 1, fields: 4, parts: 5 } });

  serveEndpoint(app, api.uploadResume, async ({ viewer }, request) => {
    if (!request.isMultipart())
      throw new ApiError(errorCodes.parameterInvalid, {
        status: 415,
        fields: { file: ['field.unsupported_media_type'] },
      });
    const upload = await readFilePart(request);
    return attachResume({ db, files, log: request.log }, viewer.userId, upload);
  });
  serveEndpoint(app, api.resumes, async ({ viewer }) => listResumes(db, viewer.userId));
  serveEndpoint(app, api.deleteResume, async ({ viewer, params }) =>
    deleteResume({ db, files }, viewer.userId, params.id),
  );
}

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
