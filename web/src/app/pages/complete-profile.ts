/** The complete-profile pages, one chunk loaded when one of them is opened (see page-routes). */
export { CompleteProfilePage } from '../../complete-profile';
