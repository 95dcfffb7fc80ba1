import { endpoint } from '../endpoint';
import { errorCodes } from '../error-codes';
import {
  ZAnalytics,
  ZAnalyticsQuery,
  ZClickReport,
  ZEventsReport,
  ZExposeReport,
  ZGetStartedRecordBody,
  ZGoogleUtmBody,
  ZPopupRecordBody,
  ZPopupRecords,
  ZPopupRecordsQuery,
  ZRedirectCondition,
  ZRedirectConditionQuery,
  ZTraceabilityBody,
  ZWebEventsUpload,
} from '../tracking';

/**
 * Issue 16 / spec §7 'Logging', 'Event tracking' and the records beside them. The writes answer
 * 204 at once: the relay queues the rows and writes them in batches, so a beacon never waits for
 * the database. The three log routes also read a JSON body sent as text/plain (navigator.sendBeacon
 * with a string). Over the per-device rate they answer 429 / 40006 with retry_after.
 */
export const trackingEndpoints = {
  reportEvents: endpoint({
    method: 'POST',
    path: '/api/logs/report/events',
    summary:
      'Report a batch of tracked events (1–100). Each event is checked on its own: bad ones are dropped and counted, the rest kept. 422 when none is valid.',
    auth: 'anyone',
    body: ZEventsReport,
    answer: 'empty',
    errors: [errorCodes.tooManyAttempts],
  }),
  reportExpose: endpoint({
    method: 'POST',
    path: '/api/logs/report/expose',
    summary: 'Report the job ids a list showed (each with its position), for click-through per list.',
    auth: 'anyone',
    body: ZExposeReport,
    answer: 'empty',
    errors: [errorCodes.tooManyAttempts],
  }),
  reportClick: endpoint({
    method: 'POST',
    path: '/api/logs/report/click',
    summary: 'Report a click on a job of a list, with the query id of the exposure it came from.',
    auth: 'anyone',
    body: ZClickReport,
    answer: 'empty',
    errors: [errorCodes.tooManyAttempts],
  }),
  uploadWebEvents: endpoint({
    method: 'POST',
    path: '/api/app/upload_web_events',
    summary: 'The same tracked events as /logs/report/events, the edition taken from the Country-Id header.',
    auth: 'anyone',
    body: ZWebEventsUpload,
    answer: 'empty',
    errors: [errorCodes.tooManyAttempts],
  }),
  popupRecord: endpoint({
    method: 'POST',
    path: '/api/popup-window/record',
    summary:
      'Note that a promotional popup was shown, closed or clicked on this device (and for the member).',
    auth: 'anyone',
    body: ZPopupRecordBody,
    answer: 'empty',
    errors: [errorCodes.tooManyAttempts],
  }),
  popupRecords: endpoint({
    method: 'GET',
    path: '/api/popup-window/record/list',
    summary: 'Each popup shown to this device (or member): when last and how many times.',
    auth: 'anyone',
    query: ZPopupRecordsQuery,
    response: ZPopupRecords,
    errors: [],
  }),
  getStartedRecord: endpoint({
    method: 'POST',
    path: '/api/click/get-started-record',
    summary: 'Note a click on Get started (whether an email or phone number was given; neither is kept).',
    auth: 'anyone',
    body: ZGetStartedRecordBody,
    answer: 'empty',
    errors: [errorCodes.tooManyAttempts],
  }),
  traceability: endpoint({
    method: 'POST',
    path: '/api/user/destination/traceability',
    summary:
      'Where a visitor came from (UTM fields, the referrer’s host, the landing path); user_id defaults to the signed-in user.',
    auth: 'anyone',
    body: ZTraceabilityBody,
    answer: 'empty',
    errors: [errorCodes.tooManyAttempts],
  }),
  redirectCondition: endpoint({
    method: 'GET',
    path: '/api/web/jobseeker/redirect_condition',
    summary:
      'Where a link to a job leads: its page when it is open, nowhere (`none`) when closed or unknown.',
    auth: 'anyone',
    query: ZRedirectConditionQuery,
    response: ZRedirectCondition,
    errors: [],
  }),
  logGoogleUtm: endpoint({
    method: 'POST',
    path: '/api/log_google_utm',
    summary: 'A Boss (recruiter) landing’s UTM fields.',
    auth: 'anyone',
    body: ZGoogleUtmBody,
    answer: 'empty',
    errors: [errorCodes.tooManyAttempts],
  }),
  analytics: endpoint({
    method: 'GET',
    path: '/api/ops/analytics',
    summary:
      'The analytics view’s figures: events per day, search click-through by position, click rate per list, searches with no results, the sign-up funnel. Needs `Authorization: Bearer {OPS_TOKEN}` in production.',
    auth: 'anyone',
    query: ZAnalyticsQuery,
    response: ZAnalytics,
    errors: [errorCodes.credentialsNotProvided],
  }),
};
