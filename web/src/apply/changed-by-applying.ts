import { endpoints } from '@talkhire/contracts';

/**
 * What an application or a withdrawal changes of the seeker's own answers: where it stands, the
 * applied list, and My Jobs (For You leaves applied jobs out, Communicated lists them).
 */
export const changedByApplying = [
  endpoints.applications.appliedJob,
  endpoints.applications.appliedJobs,
  endpoints.myJobs.forYou,
  endpoints.myJobs.communicated,
];
