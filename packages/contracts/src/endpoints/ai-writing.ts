import {
  ZAiAvatarCandidate,
  ZAiAvatarCandidates,
  ZAiAvatarFileParams,
  ZAiAvatarParams,
  ZAiWritingQuota,
  ZCareerSummaryBody,
} from '../ai-writing';
import { endpoint } from '../endpoint';
import { errorCodes } from '../error-codes';
import { ZSessionUser } from '../session';

const writingErrors = [
  errorCodes.notFound,
  errorCodes.aiQuotaExceeded,
  errorCodes.aiUnavailable,
  errorCodes.quotaExceeded,
  errorCodes.quotaExceededAlt,
  errorCodes.insufficientProfileForWriting,
  errorCodes.insufficientProfileForWritingAlt,
] as const;

const careerSummary = {
  path: '/api/jobseekers/aicv/ai_writing/career_summary',
  summary:
    "Write the career summary from the seeker's profile for one job preference (`rewrite_type` new, shorter, more_professional or rewrite of `current_text`), as server-sent events: `delta` `{text}` in order, then `done` `{remaining}` or `error` `{code, message}`. Refusals before the first event are the JSON envelope: 41316 (new) / 41317 (rewrites) daily quota, 41275 30 in 24 hours, 41318 no experience, education or skills, 41319 no job preference, 40004 not the seeker's preference.",
  auth: 'seeker',
  body: ZCareerSummaryBody,
  answer: 'stream',
  errors: writingErrors,
} as const;

/**
 * Issue 17 points 3 and 4: career summary writing (spec §7 POST/PUT/PATCH
 * /aicv/ai_writing/career_summary, the same writing under each method) and AI avatars (41291,
 * 41292: 5 a day, spec §9).
 */
export const aiWritingEndpoints = {
  careerSummary: endpoint({ method: 'POST', ...careerSummary }),
  careerSummaryPut: endpoint({ method: 'PUT', ...careerSummary }),
  careerSummaryPatch: endpoint({ method: 'PATCH', ...careerSummary }),
  writingQuota: endpoint({
    method: 'GET',
    path: '/api/jobseekers/aicv/ai_writing/quota',
    summary:
      "Today's remaining career summary writings (new and rewrites) and when the day turns (00:01 GMT+8).",
    auth: 'seeker',
    response: ZAiWritingQuota,
    errors: [],
  }),
  avatarCandidates: endpoint({
    method: 'GET',
    path: '/api/jobseekers/ai-avatars',
    summary: "Today's generated avatars, newest first, and how many more may be generated today (5 a day).",
    auth: 'seeker',
    response: ZAiAvatarCandidates,
    errors: [],
  }),
  generateAvatar: endpoint({
    method: 'POST',
    path: '/api/jobseekers/ai-avatars/generate',
    summary:
      "Generate an avatar from the seeker's current photo (40004 without one): 41292 after 5 today, 41291 when the model's picture cannot be used, 41280 when the model is unavailable.",
    auth: 'seeker',
    response: ZAiAvatarCandidate,
    errors: [
      errorCodes.notFound,
      errorCodes.avatarDailyLimit,
      errorCodes.avatarGenerationError,
      errorCodes.aiUnavailable,
    ],
  }),
  chooseAvatar: endpoint({
    method: 'POST',
    path: '/api/jobseekers/ai-avatars/:id/choose',
    summary:
      'Make a generated avatar the avatar (stored as an upload would be); answers the new display fields (also written to the `user` cookie).',
    auth: 'seeker',
    params: ZAiAvatarParams,
    response: ZSessionUser,
    errors: [errorCodes.notFound, errorCodes.tooManyAttempts],
  }),
  avatarCandidate: endpoint({
    method: 'GET',
    path: '/api/jobseekers/ai-avatars/:name',
    summary: 'A generated avatar (PNG), to the seeker who generated it only.',
    auth: 'seeker',
    params: ZAiAvatarFileParams,
    answer: 'file',
    errors: [errorCodes.notFound],
  }),
};
