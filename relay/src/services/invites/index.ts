/** The invites feature's public entry: invite a friend, VIP and the resume refresh it grants. */
export { invitesRoutes } from './routes';
