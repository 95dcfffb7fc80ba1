import { endpoint } from '../endpoint';
import { errorCodes } from '../error-codes';
import {
  ZJobAlert,
  ZJobAlertCreateBody,
  ZJobAlertDeleted,
  ZJobAlertIdParams,
  ZJobAlertList,
  ZJobAlertUnsubscribed,
  ZJobAlertUnsubscribeQuery,
  ZJobAlertUpdateBody,
} from '../job-alerts';

/** Spec §7 job alerts: the seeker's alerts, a sign-up by email (spec §5), and the mail's unsubscribe link. */
export const jobAlertsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/jobs/job-alerts',
    summary: "The seeker's job alerts, newest first.",
    auth: 'seeker',
    response: ZJobAlertList,
    errors: [],
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/jobs/job-alerts/create',
    summary:
      'Create an alert for a search; signed out, with an email that gets a silent account (spec §5) signed in on this browser.',
    auth: 'anyone',
    body: ZJobAlertCreateBody,
    response: ZJobAlert,
    errors: [errorCodes.duplicateJobAlert, errorCodes.emailAlreadyRegistered, errorCodes.emailTaken],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/jobs/job-alerts/:id/update',
    summary: 'Change an alert (the whole alert again); `enabled` turns a stopped one back on.',
    auth: 'seeker',
    params: ZJobAlertIdParams,
    body: ZJobAlertUpdateBody,
    response: ZJobAlert,
    errors: [errorCodes.notFound, errorCodes.duplicateJobAlert],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/jobs/job-alerts/:id/delete',
    summary: 'Delete an alert.',
    auth: 'seeker',
    params: ZJobAlertIdParams,
    response: ZJobAlertDeleted,
    errors: [errorCodes.notFound],
  }),
  unsubscribe: endpoint({
    method: 'GET',
    path: '/api/jobs/job-alerts/unsubscribe',
    summary: 'The link of every alert mail: turns that alert off by its own token, without signing in.',
    auth: 'anyone',
    query: ZJobAlertUnsubscribeQuery,
    response: ZJobAlertUnsubscribed,
    errors: [errorCodes.notFound],
  }),
};
