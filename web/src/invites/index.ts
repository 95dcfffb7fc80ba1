/** Invite a friend (spec §1, §9): the seeker's invite page and the invitation page. */
export { InvitationPage } from './InvitationPage';
export { InviteFriendsPage } from './InviteFriendsPage';
