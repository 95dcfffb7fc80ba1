import multipart from '@fastify/multipart';
import { limits } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateRule } from '../../http/rate-limit';
import { serveEndpoint } from '../../http/serve-endpoint';
import type { Seeker } from '../../http/viewer';
import { sessionUser } from '../authentication';
import { rewriteUserCookie } from '../jobseekers';
import { readAvatarFile, removeAvatar, replaceAvatar } from './avatars';
import { readAvatarUpload } from './read-avatar-upload';

/** Resizing a large photo costs a second of CPU: a person changes their picture a few times, a script more. */
export const avatarUploadsPerUser: RateRule = { limit: 20, windowSeconds: 3600 };

/**
 * Avatars (spec §7 POST /upload-avatar): the upload and removal rewrite the `user` cookie, so the
 * header shows the change at once; the files are served to anyone holding their random address,
 * on both sites (the Boss console shows the candidate's), and cached for a year.
 */
export async function avatarRoutes(app: FastifyInstance) {
  const { db, files, rateLimits } = app.services;
  const api = endpoints.avatars;
  await app.register(multipart, {
    // Parts beyond the limit are cut off and flagged: the refusal comes without keeping the file.
    throwFileSizeLimit: false,
    limits: { fileSize: limits.avatarBytes, files: 1, fields: 2, parts: 3 },
  });
  const answerUser = async (viewer: Seeker, request: FastifyRequest, reply: FastifyReply) =>
    rewriteUserCookie(db, request, reply, viewer.sessionId, await sessionUser(db, viewer.userId));

  serveEndpoint(app, api.uploadAvatar, async ({ viewer }, request, reply) => {
    await rateLimits.consume(`avatar-upload:user:${viewer.userId}`, avatarUploadsPerUser);
    const bytes = await readAvatarUpload(request);
    await replaceAvatar({ db, files, log: request.log }, viewer.userId, bytes);
    return answerUser(viewer, request, reply);
  });

  serveEndpoint(app, api.deleteAvatar, async ({ viewer }, request, reply) => {
    await removeAvatar({ db, files, log: request.log }, viewer.userId);
    return answerUser(viewer, request, reply);
  });

  serveEndpoint(
    app,
    api.avatar,
    async ({ params }, _request, reply) =>
      reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(await readAvatarFile(files, params.name)),
    { sameForEveryone: true },
  );
}
