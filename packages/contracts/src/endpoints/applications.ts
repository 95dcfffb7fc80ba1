import {
  ZApplication,
  ZApplicationBody,
  ZApplicationJobParams,
  ZAppliedJobDetail,
  ZAppliedJobsPage,
  ZAppliedJobsQuery,
  ZExternalJobClick,
  ZExternalJobClickBody,
} from '../applications';
import { endpoint } from '../endpoint';
import { errorCodes } from '../error-codes';
import { ZJobIdParams } from '../job-detail';

/**
 * Spec §7 'Jobs and applications': applying, the seeker's applications with their history,
 * withdrawing, and clicks on an employer's own apply link. Refusals the catalogue has no code for
 * (already applied, job not open, company blocked, already withdrawn) are 409 / 40001.
 */
export const applicationsEndpoints = {
  apply: endpoint({
    method: 'POST',
    path: '/api/data/jobs/:jobId/applications',
    summary: "Apply to an open job, with the seeker's newest resume, an optional first message and answers.",
    auth: 'seeker',
    params: ZApplicationJobParams,
    body: ZApplicationBody,
    response: ZApplication,
    errors: [
      errorCodes.notFound,
      { code: errorCodes.parameterInvalid, status: 409 },
      // The job is open only to some work eligibilities, and the seeker has not verified one of them.
      errorCodes.identityMismatch,
    ],
  }),
  appliedJobs: endpoint({
    method: 'GET',
    path: '/api/job-applications/jobseekers',
    summary: "The seeker's applications with their job cards and latest status, paged.",
    auth: 'seeker',
    query: ZAppliedJobsQuery,
    response: ZAppliedJobsPage,
    errors: [],
  }),
  appliedJob: endpoint({
    method: 'GET',
    path: '/api/jobs/applied-jobs/:jobId',
    summary:
      "The seeker's application to a job with its whole history; null when they have not applied to it (404 only for a job that does not exist).",
    auth: 'seeker',
    params: ZJobIdParams,
    // Not having applied is the usual answer on a job page, not a failure.
    response: ZAppliedJobDetail.nullable(),
    errors: [errorCodes.notFound],
  }),
  withdraw: endpoint({
    method: 'PATCH',
    path: '/api/jobs/applied-jobs/:jobId/withdraw',
    summary: 'Withdraw the application to a job (final); answers the application with its history.',
    auth: 'seeker',
    params: ZJobIdParams,
    response: ZAppliedJobDetail,
    errors: [errorCodes.notFound, { code: errorCodes.parameterInvalid, status: 409 }],
  }),
  clickExternal: endpoint({
    method: 'POST',
    path: '/api/jobs/:jobId/click-external-job',
    summary:
      "Record a click on a job's external apply link (a statistic for the employer); answers the link.",
    auth: 'anyone',
    params: ZJobIdParams,
    body: ZExternalJobClickBody,
    response: ZExternalJobClick,
    errors: [errorCodes.notFound],
  }),
};
