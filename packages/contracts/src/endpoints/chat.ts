import {
  ZChatCards,
  ZChatCheckExists,
  ZChatCheckExistsQuery,
  ZChatFile,
  ZChatFileParams,
  ZChatStartBody,
  ZChatStartParams,
  ZChatStartResult,
  ZCommonPhrase,
  ZCommonPhraseBody,
  ZCommonPhraseDeleted,
  ZCommonPhraseIdParams,
  ZCommonPhrases,
} from '../chat-features';
import { endpoint } from '../endpoint';
import { errorCodes } from '../error-codes';

/**
 * Spec §6–7 'Chat', both sides: the socket (its frames are in chat-frames.ts), starting a chat
 * from a job, the list's cards, the seeker's common phrases and the attachments.
 */
export const chatEndpoints = {
  socket: endpoint({
    method: 'GET',
    path: '/api/chat/socket',
    summary:
      'The chat socket (design.md "Chat backbone"): sync, live events and sends. Refused before the upgrade for a page of another origin.',
    auth: 'member',
    answer: 'socket',
    errors: [errorCodes.noPermission],
  }),
  checkExists: endpoint({
    method: 'GET',
    path: '/api/job-applications/chats/check-exists/:recruiterId/jobseekers',
    summary:
      'Whether the seeker already chats with this Boss, whether starting for the job switches that chat, and why it could not start.',
    auth: 'seeker',
    params: ZChatStartParams,
    query: ZChatCheckExistsQuery,
    response: ZChatCheckExists,
    errors: [errorCodes.notFound, errorCodes.cannotChatWithYourself],
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/job-applications/chats/:recruiterId/jobseekers',
    summary:
      "Start the chat with a job's Boss (or open the one there is; switching its job needs switch_job).",
    auth: 'seeker',
    params: ZChatStartParams,
    body: ZChatStartBody,
    response: ZChatStartResult,
    errors: [
      errorCodes.notFound,
      errorCodes.cannotChatWithYourself,
      errorCodes.identityMismatch,
      errorCodes.chatCreationFailed,
    ],
  }),
  cards: endpoint({
    method: 'GET',
    path: '/api/job-applications/chats',
    summary: "What the seeker's chat list shows of each chat: the Boss, company, job and activity.",
    auth: 'seeker',
    response: ZChatCards,
    errors: [],
  }),
  phrases: endpoint({
    method: 'GET',
    path: '/api/jobseekers/common-phrases',
    summary: "The seeker's common phrases, oldest first.",
    auth: 'seeker',
    response: ZCommonPhrases,
    errors: [],
  }),
  addPhrase: endpoint({
    method: 'POST',
    path: '/api/jobseekers/common-phrases/create',
    summary: 'Add a common phrase (at most 20, no contact information).',
    auth: 'seeker',
    body: ZCommonPhraseBody,
    response: ZCommonPhrase,
    errors: [errorCodes.tooManyCommonPhrases, errorCodes.noContactInMessages],
  }),
  editPhrase: endpoint({
    method: 'PUT',
    path: '/api/jobseekers/common-phrases/:id/update',
    summary: 'Change the text of one of the seeker’s common phrases.',
    auth: 'seeker',
    params: ZCommonPhraseIdParams,
    body: ZCommonPhraseBody,
    response: ZCommonPhrase,
    errors: [errorCodes.notFound, errorCodes.noContactInMessages],
  }),
  removePhrase: endpoint({
    method: 'DELETE',
    path: '/api/jobseekers/common-phrases/:id/delete',
    summary: 'Delete one of the seeker’s common phrases.',
    auth: 'seeker',
    params: ZCommonPhraseIdParams,
    response: ZCommonPhraseDeleted,
    errors: [errorCodes.notFound],
  }),
  upload: endpoint({
    method: 'POST',
    path: '/api/file/upload',
    summary:
      'Upload a chat attachment (multipart `files`, `filename`, `did`; type by content, at most 20 MB); a message then names its file_id.',
    auth: 'member',
    upload: true,
    response: ZChatFile,
    errors: [errorCodes.fileOver20Mb, errorCodes.fileTypeNotSupported],
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/file/:fileId',
    summary: 'A chat attachment, for its uploader and the members of a chat it was sent in.',
    auth: 'member',
    params: ZChatFileParams,
    answer: 'file',
    errors: [errorCodes.notFound],
  }),
};
