/** The seeker's profile page, one chunk loaded when it is opened (see page-routes). */
export { ProfilePage } from '../../profile';
