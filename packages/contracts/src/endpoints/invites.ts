import { endpoint } from '../endpoint';
import { errorCodes } from '../error-codes';
import {
  ZInvitation,
  ZInviteAcceptance,
  ZInviteCodeParams,
  ZInviteEmailsBody,
  ZInviteEmailsSent,
  ZMyInvites,
  ZVipStatus,
} from '../invites';

/**
 * Invite a friend (spec §1, §9): a link with a subject code valid for a month, email invites of
 * at most 10 people at a time, and one month of VIP for both sides when the invitee signs up
 * through it. VIP grants the resume refresh (spec §9).
 */
export const invitesEndpoints = {
  mine: endpoint({
    method: 'GET',
    path: '/api/invites',
    summary: 'The seeker’s invite link (a new code after a month), the people invited and the VIP end.',
    auth: 'seeker',
    response: ZMyInvites,
    errors: [],
  }),
  sendEmails: endpoint({
    method: 'POST',
    path: '/api/invites/emails',
    summary: 'Invite 1 to 10 people by email with the seeker’s current link.',
    auth: 'seeker',
    body: ZInviteEmailsBody,
    response: ZInviteEmailsSent,
    errors: [errorCodes.tooManyAttempts],
  }),
  invitation: endpoint({
    method: 'GET',
    path: '/api/invites/:code',
    summary: 'The invitation behind a code: who invites and whether it has expired.',
    auth: 'anyone',
    params: ZInviteCodeParams,
    response: ZInvitation,
    errors: [errorCodes.notFound],
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/invites/:code/accept',
    summary: 'A new seeker who signed up through the code: both sides get a month of VIP, once.',
    auth: 'seeker',
    params: ZInviteCodeParams,
    response: ZInviteAcceptance,
    errors: [errorCodes.notFound],
  }),
  vip: endpoint({
    method: 'GET',
    path: '/api/jobseekers/vip',
    summary: 'The seeker’s VIP end date and the last resume refresh.',
    auth: 'seeker',
    response: ZVipStatus,
    errors: [],
  }),
  refreshResume: endpoint({
    method: 'POST',
    path: '/api/jobseekers/resume-refresh',
    summary: 'VIP only: bring the seeker’s resume to the top of fresh profiles (resume_refreshed_at = now).',
    auth: 'seeker',
    response: ZVipStatus,
    errors: [errorCodes.noPermission],
  }),
};
