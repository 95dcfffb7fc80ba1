import { ZAvatarParams } from '../avatars';
import { endpoint } from '../endpoint';
import { errorCodes } from '../error-codes';
import { ZSessionUser } from '../session';

/**
 * Spec §7 POST /upload-avatar and what serves its result. A file over 10 MB is refused with 41007
 * (413) and the message 'cannot be larger than 10 MB' (errors `file.too_large`): the spec names
 * no 10 MB code. A type other than JPG, PNG or BMP, or an image that cannot be read, is 41175.
 */
export const avatarsEndpoints = {
  uploadAvatar: endpoint({
    method: 'POST',
    path: '/api/jobseekers/upload-avatar',
    summary:
      'Set the avatar: multipart `avatar` (JPG, PNG or BMP by content, at most 10 MB) and optional `filename`; answers the new display fields (also written to the `user` cookie).',
    auth: 'seeker',
    upload: true,
    response: ZSessionUser,
    errors: [errorCodes.fileOver20Mb, errorCodes.fileTypeNotSupported, errorCodes.tooManyAttempts],
  }),
  deleteAvatar: endpoint({
    method: 'DELETE',
    path: '/api/jobseekers/avatar/delete',
    summary: 'Remove the avatar (initials are shown instead); answers the new display fields.',
    auth: 'seeker',
    response: ZSessionUser,
    errors: [],
  }),
  avatar: endpoint({
    method: 'GET',
    path: '/api/jobseekers/avatars/:name',
    summary:
      'A stored avatar (WebP, 400×400 or `-96` for 96×96) under its random name; cached for a year, as a name is never reused.',
    auth: 'anyone',
    params: ZAvatarParams,
    answer: 'file',
    errors: [errorCodes.notFound],
  }),
};
