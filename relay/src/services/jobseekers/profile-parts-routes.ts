import multipart, { type MultipartFile } from '@fastify/multipart';
import { endpoints, errorCodes, profilePartLimits } from '@talkhire/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { serveEndpoint } from '../../http/serve-endpoint';
import { fullProfileOf } from './full-profile';
import { listLanguages, saveLanguages } from './languages';
import {
  attachLicenseFile,
  createLicense,
  deleteLicense,
  listLicenses,
  readLicenseFile,
  removeLicenseFile,
  updateLicense,
} from './licenses';
import { createLink, deleteLink, listLinks, updateLink } from './links';
import { profileStrength } from './profile-strength';
import { listSkills, saveSkills } from './skills';

/**
 * The profile parts the wizard does not fill (spec §3, §7): skills, languages, links, licenses and
 * certifications with their attachment, the strength indicator and the whole profile in one read.
 * A plugin of its own: its multipart parser is for the license attachment only.
 */
export async function profilePartsRoutes(app: FastifyInstance) {
  const { db, files } = app.services;
  const api = endpoints.profileParts;
  // Parts beyond the limit are cut off and flagged, so an oversize file is refused without being kept.
  await app.register(multipart, {
    limits: { fileSize: profilePartLimits.licenseAttachmentBytes, files: 1, fields: 4, parts: 5 },
  });

  serveEndpoint(app, api.fullProfile, async ({ viewer }) => fullProfileOf(db, viewer.userId));
  serveEndpoint(app, api.profileStrength, async ({ viewer }) => profileStrength(db, viewer.userId));

  serveEndpoint(app, api.skills, async ({ viewer }) => listSkills(db, viewer.userId));
  serveEndpoint(app, api.saveSkills, async ({ viewer, body }) => saveSkills(db, viewer.userId, body));
  serveEndpoint(app, api.languages, async ({ viewer }) => listLanguages(db, viewer.userId));
  serveEndpoint(app, api.saveLanguages, async ({ viewer, body }) => saveLanguages(db, viewer.userId, body));

  serveEndpoint(app, api.links, async ({ viewer }) => listLinks(db, viewer.userId));
  serveEndpoint(app, api.createLink, async ({ viewer, body }) => createLink(db, viewer.userId, body));
  serveEndpoint(app, api.updateLink, async ({ viewer, params, body }) =>
    updateLink(db, viewer.userId, params.id, body),
  );
  serveEndpoint(app, api.deleteLink, async ({ viewer, params }) => deleteLink(db, viewer.userId, params.id));

  serveEndpoint(app, api.licenses, async ({ viewer }) => listLicenses(db, viewer.userId));
  serveEndpoint(app, api.createLicense, async ({ viewer, body }) => createLicense(db, viewer.userId, body));
  serveEndpoint(app, api.updateLicense, async ({ viewer, params, body }) =>
    updateLicense(db, viewer.userId, params.id, body),
  );
  serveEndpoint(app, api.deleteLicense, async ({ viewer, params }) =>
    deleteLicense({ db, files }, viewer.userId, params.id),
  );
  serveEndpoint(app, api.uploadLicenseAttachment, async ({ viewer, params }, request) => {
    if (!request.isMultipart())
      throw new ApiError(errorCodes.parameterInvalid, {
        status: 415,
        fields: { file: ['field.unsupported_media_type'] },
      });
    const upload = await readFilePart(request);
    return attachLicenseFile({ db, files, log: request.log }, viewer.userId, params.id, upload);
  });
  serveEndpoint(app, api.deleteLicenseAttachment, async ({ viewer, params }) =>
    removeLicenseFile({ db, files }, viewer.userId, params.id),
  );
  serveEndpoint(app, api.licenseAttachment, async ({ viewer, params }, _request, reply) => {
    const file = await readLicenseFile({ db, files }, viewer.userId, params.id);
    return reply
      .header('content-type', file.mime)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
      .header('cache-control', 'private, no-store')
      .send(file.bytes);
  });
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
  if (bytes.length === 0) throw missingFile();
  return { filename: part.filename, bytes };
}

const missingFile = () => new ApiError(errorCodes.parameterInvalid, { fields: { file: ['field.required'] } });
