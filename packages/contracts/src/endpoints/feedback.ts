import { endpoint } from '../endpoint';
import { errorCodes } from '../error-codes';
import { ZFeedbackPictureParams, ZFeedbackSent, ZOpsFeedbackList, ZOpsFeedbackQuery } from '../feedback';

/**
 * Spec §7 POST /user/feedback (spec §9: up to 3 pictures, JPG, JPEG or PNG) and the operations
 * reads of what was sent. Signed-in seekers and guests may send feedback; a guest gives an email.
 */
export const feedbackEndpoints = {
  send: endpoint({
    method: 'POST',
    path: '/api/user/feedback',
    summary:
      'Send feedback: multipart fields `category`, `text` (10–2000 characters), `email` (required from guests) and up to three `pictures` (JPG or PNG by content, at most 5 MB each).',
    auth: 'anyone',
    upload: true,
    response: ZFeedbackSent,
    errors: [errorCodes.fileOver5Mb, errorCodes.fileTypeNotSupported, errorCodes.tooManyAttempts],
  }),
  opsList: endpoint({
    method: 'GET',
    path: '/ops/feedback',
    summary:
      'Operations: the feedback received, newest first. Needs `Authorization: Bearer {OPS_TOKEN}`; served only when that token is set.',
    auth: 'anyone',
    query: ZOpsFeedbackQuery,
    response: ZOpsFeedbackList,
    errors: [errorCodes.credentialsNotProvided],
  }),
  opsPicture: endpoint({
    method: 'GET',
    path: '/ops/feedback/pictures/:name',
    summary: 'Operations: one picture sent with feedback. Needs `Authorization: Bearer {OPS_TOKEN}`.',
    auth: 'anyone',
    params: ZFeedbackPictureParams,
    answer: 'file',
    errors: [errorCodes.credentialsNotProvided, errorCodes.notFound],
  }),
};
