import { endpoint } from '../endpoint';
import { ZCommunicatedPage, ZCommunicatedQuery, ZForYouPage, ZForYouQuery } from '../my-jobs';

/** Spec §2 My Jobs lists of the signed-in seeker (Saved is in jobs, Who viewed me in profile). */
export const myJobsEndpoints = {
  forYou: endpoint({
    method: 'GET',
    path: '/api/jobs/my-jobs/for-you',
    summary:
      "For You: open jobs in the fields of the seeker's job preferences, best fit or newest first, paged; jobs applied to and blocked companies left out.",
    auth: 'seeker',
    query: ZForYouQuery,
    response: ZForYouPage,
    errors: [],
  }),
  communicated: endpoint({
    method: 'GET',
    path: '/api/jobs/my-jobs/communicated',
    summary:
      "Communicated: the jobs the seeker applied to or chatted about, with the application's latest state, paged.",
    auth: 'seeker',
    query: ZCommunicatedQuery,
    response: ZCommunicatedPage,
    errors: [],
  }),
};
