/** The account-settings pages, one chunk loaded when one of them is opened (see page-routes). */
export { BlockCompanyPage } from '../../account-settings';
