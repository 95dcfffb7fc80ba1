import { ZBasicProfilePatch } from './profile';

/*
 * The profile page's forms of the basic info, derived from the PATCH /me body: each sends only
 * its own fields, so the rules are the body's.
 */

/** The basic info section: every field of spec §3 'Basic info' but the avatar (uploaded) and contacts. */
export const ZBasicInfoForm = ZBasicProfilePatch.pick({
  first_name: true,
  last_name: true,
  birthday: true,
  nationality_id: true,
  location_id: true,
  home_address: true,
  working_since: true,
  job_seeking_status: true,
  job_seeker_type: true,
  notice_period_id: true,
  declared_identity_id: true,
}).required();

/** The summary section. */
export const ZSummaryForm = ZBasicProfilePatch.pick({ summary: true }).required();
