/** The feedback form, one chunk loaded when it is opened (see page-routes). */
export { FeedbackPage } from '../../feedback';
