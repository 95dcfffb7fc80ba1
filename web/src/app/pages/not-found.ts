/** The not-found pages, one chunk loaded when one of them is opened (see page-routes). */
export { NotFoundPage } from '../../not-found';
