import { ZResumeAnalysis, ZResumeIssue, ZResumeIssueBody, ZResumeIssueParams } from '../ai-resume';
import { endpoint } from '../endpoint';
import { errorCodes } from '../error-codes';

/**
 * Issue 17 point 2: AI resume analysis (spec §4), a part of the job seeker service. The checks run
 * on the profile and the attached resume; the model only words the overall advice.
 */
export const aiResumeEndpoints = {
  latest: endpoint({
    method: 'GET',
    path: '/api/jobseekers/ai/resume-analysis',
    summary:
      "The seeker's latest resume analysis: not_started, generating, ready (score 0–100 and issues) or failed, with today's credits left.",
    auth: 'seeker',
    response: ZResumeAnalysis,
    errors: [],
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/jobseekers/ai/resume-analysis',
    summary:
      'Start an analysis (or re-analyse): answers at once with status generating, the result follows on the latest read. 41311 no experience or education, 41312 too little else to judge, 41313 one is running, 41314 no credits left today (they come back at 00:01 GMT+8).',
    auth: 'seeker',
    response: ZResumeAnalysis,
    errors: [
      errorCodes.notFound,
      errorCodes.insufficientProfileForAnalysis,
      errorCodes.insufficientProfileForAnalysisAlt,
      errorCodes.analysisInProgress,
      errorCodes.analysisCreditExhausted,
    ],
  }),
  markIssue: endpoint({
    method: 'PATCH',
    path: '/api/jobseekers/ai/resume-analysis/issues/:id',
    summary: 'Mark an issue of the latest analysis resolved, or not resolved again.',
    auth: 'seeker',
    params: ZResumeIssueParams,
    body: ZResumeIssueBody,
    response: ZResumeIssue,
    errors: [errorCodes.notFound],
  }),
};
