/** The feedback form (spec §2, §7 POST /user/feedback). */
export { FeedbackPage } from './FeedbackPage';
