/** The home pages, one chunk loaded when one of them is opened (see page-routes). */
export { HomePage } from '../../home';
