/** Invite a friend: the seeker's page and the invitation page, one chunk (see page-routes). */
export { InvitationPage, InviteFriendsPage } from '../../invites';
