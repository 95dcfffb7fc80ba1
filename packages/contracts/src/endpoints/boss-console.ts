import {
  ZBossCandidate,
  ZBossCandidateJobBody,
  ZBossCandidateParams,
  ZBossCandidateQuery,
  ZBossConversationsPage,
  ZBossConversationsQuery,
  ZBossMarkedNotSuitable,
  ZBossMarkedViewed,
  ZBossMe,
  ZBossNotSuitableBody,
  ZBossOpenChatBody,
  ZBossOpenedChat,
  ZBossResumeParams,
  ZBossSeekerSite,
} from '../boss-console';
import { endpoint } from '../endpoint';
import { errorCodes } from '../error-codes';

/**
 * The employer (Boss) console, `/api/recruiters/...`: the spec shows no recruiter behaviour, so
 * these paths and shapes are ours. A candidate the Boss may not see answers 40004, never 'forbidden'.
 */
export const bossConsoleEndpoints = {
  seekerSite: endpoint({
    method: 'GET',
    path: '/api/recruiters/seeker-site',
    summary: "The seeker site's address, for the console's link back to it (the login page has it too).",
    auth: 'anyone',
    response: ZBossSeekerSite,
    errors: [],
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/recruiters/me',
    summary: 'The signed-in Boss and the name of their company.',
    auth: 'boss',
    response: ZBossMe,
    errors: [],
  }),
  conversations: endpoint({
    method: 'GET',
    path: '/api/recruiters/conversations',
    summary: "The Boss's chats and the applications without a chat yet, newest first, paged.",
    auth: 'boss',
    query: ZBossConversationsQuery,
    response: ZBossConversationsPage,
    errors: [],
  }),
  candidate: endpoint({
    method: 'GET',
    path: '/api/recruiters/candidates/:jobseekerId',
    summary:
      "A candidate's profile; opening it is a view (Who viewed me) and moves a fresh application to 'viewed'.",
    auth: 'boss',
    params: ZBossCandidateParams,
    query: ZBossCandidateQuery,
    response: ZBossCandidate,
    errors: [errorCodes.notFound],
  }),
  resume: endpoint({
    method: 'GET',
    path: '/api/recruiters/candidates/:jobseekerId/resumes/:resumeId/download',
    summary: "Download one of the candidate's resumes (records 'resume downloaded').",
    auth: 'boss',
    params: ZBossResumeParams,
    answer: 'file',
    errors: [errorCodes.notFound],
  }),
  markViewed: endpoint({
    method: 'POST',
    path: '/api/recruiters/candidates/:jobseekerId/viewed',
    summary: "Mark the candidate's application to the job viewed (a later step stays as it is).",
    auth: 'boss',
    params: ZBossCandidateParams,
    body: ZBossCandidateJobBody,
    response: ZBossMarkedViewed,
    errors: [errorCodes.notFound, { code: errorCodes.parameterInvalid, status: 409 }],
  }),
  markNotSuitable: endpoint({
    method: 'POST',
    path: '/api/recruiters/candidates/:jobseekerId/not-suitable',
    summary: 'Mark the application to the job not suitable, with a reason the candidate reads (once).',
    auth: 'boss',
    params: ZBossCandidateParams,
    body: ZBossNotSuitableBody,
    response: ZBossMarkedNotSuitable,
    errors: [errorCodes.notFound, { code: errorCodes.parameterInvalid, status: 409 }],
  }),
  openChat: endpoint({
    method: 'POST',
    path: '/api/recruiters/chats',
    summary: 'Open a chat about an application that has none yet; the seeker’s open pages go to it.',
    auth: 'boss',
    body: ZBossOpenChatBody,
    response: ZBossOpenedChat,
    errors: [errorCodes.notFound, errorCodes.cannotChatWithYourself, errorCodes.chatCreationFailed],
  }),
};
