import multipart from '@fastify/multipart';
import { limits } from '@talkhire/config';
import { endpoints, errorCodes, videoResumeLimits } from '@talkhire/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from '../../http/api-error';
import { serveEndpoint } from '../../http/serve-endpoint';
import { readAutoSendResume, setAutoSendResume } from './auto-send-resume';
import { sendFileAnswer } from './file-answer';
import { readMultipartFile } from './multipart-file';
import { renameResume } from './rename-resume';
import { attachResume, deleteResume, listResumes, ownResumeFile } from './resumes';
import { sendResumeEmail } from './send-resume-email';
import {
  attachVideoResume,
  deleteVideoResume,
  listVideoResumes,
  ownVideo,
  setVideoCover,
} from './video-resumes';

/**
 * Attached resumes (upload, list, rename, download, send to an email, delete; spec §5, §7), the
 * auto-send choice (spec §4) and video resumes with their covers. Its own plugin: the multipart
 * parser is for these uploads only.
 */
export async function resumesRoutes(app: FastifyInstance) {
  const { db, files, outbox, rateLimits } = app.services;
  const profile = endpoints.profile;
  const api = endpoints.resumes;
  // Each upload reads with its own size limit; parts beyond it are cut off and flagged, so an
  // oversize file is refused without being kept.
  await app.register(multipart, { limits: { fileSize: limits.resumeBytes, files: 1, fields: 4, parts: 5 } });

  serveEndpoint(app, profile.uploadResume, async ({ viewer }, request) => {
    const upload = await readMultipartFile(request, 'file', limits.resumeBytes);
    if (upload.truncated) throw new ApiError(errorCodes.fileOver5Mb, { fields: { file: ['41174'] } });
    return attachResume({ db, files, log: request.log }, viewer.userId, upload);
  });
  serveEndpoint(app, profile.resumes, async ({ viewer }) => listResumes(db, viewer.userId));
  serveEndpoint(app, profile.deleteResume, async ({ viewer, params }) =>
    deleteResume({ db, files }, viewer.userId, params.id),
  );
  serveEndpoint(app, api.rename, async ({ viewer, params, body }) =>
    renameResume(db, viewer.userId, params.id, body.filename),
  );
  serveEndpoint(app, api.download, async ({ viewer, params }, request, reply) => {
    const resume = await ownResumeFile(db, viewer.userId, params.id);
    return sendFileAnswer(request, reply, files, { ...resume, disposition: 'attachment' });
  });
  serveEndpoint(app, api.sendEmail, async ({ viewer, body, locale }) =>
    sendResumeEmail(
      { db, files, outbox, rateLimits },
      { userId: viewer.userId, resumeId: body.resume_id, email: body.email, language: locale.language },
    ),
  );
  serveEndpoint(app, api.autoSend, async ({ viewer }) => readAutoSendResume(db, viewer.userId));
  serveEndpoint(app, api.setAutoSend, async ({ viewer, body }) => setAutoSendResume(db, viewer.userId, body));

  serveEndpoint(app, api.videos, async ({ viewer }) => listVideoResumes(db, viewer.userId));
  serveEndpoint(app, api.uploadVideo, async ({ viewer }, request) => {
    const upload = await readMultipartFile(request, 'video_resume', videoResumeLimits.bytes);
    return attachVideoResume({ db, files, log: request.log }, viewer.userId, upload);
  });
  serveEndpoint(app, api.uploadVideoCover, async ({ viewer }, request) => {
    const upload = await readMultipartFile(request, 'video_cover', videoResumeLimits.coverBytes);
    const videoId = Number(upload.fields.video_resume_id);
    if (!Number.isInteger(videoId) || videoId <= 0 || videoId > 2_147_483_647)
      throw new ApiError(errorCodes.parameterInvalid, { fields: { video_resume_id: ['field.required'] } });
    return setVideoCover({ db, files, log: request.log }, viewer.userId, { ...upload, videoId });
  });
  serveEndpoint(app, api.playVideo, async ({ viewer, params }, request, reply) => {
    const video = await ownVideo(db, viewer.userId, params.id);
    return sendFileAnswer(request, reply, files, {
      key: video.storage_key,
      filename: video.filename,
      mime: 'video/mp4',
      size: video.size,
      disposition: 'inline',
    });
  });
  serveEndpoint(app, api.videoCover, async ({ viewer, params }, request, reply): Promise<FastifyReply> => {
    const video = await ownVideo(db, viewer.userId, params.id);
    if (!video.cover_key) throw ApiError.notFound();
    return sendFileAnswer(request, reply, files, {
      key: video.cover_key,
      filename: 'cover.jpg',
      mime: 'image/jpeg',
      size: null,
      disposition: 'inline',
    });
  });
  serveEndpoint(app, api.deleteVideo, async ({ viewer, params }) =>
    deleteVideoResume({ db, files }, viewer.userId, params.id),
  );
}
