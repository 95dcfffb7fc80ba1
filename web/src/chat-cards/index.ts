/** Chat cards both sites show: interview invitations, offers, exchanges and sent resumes. */
export { ChatActionsBar } from './ChatActionsBar';
export { ChatCard } from './ChatCard';
export { ResumeChoice } from './ExchangeCard';
export { InterviewCard } from './InterviewCard';
export { InterviewListControls } from './InterviewListControls';
export { OfferCard } from './OfferCard';
export { useCardAction } from './use-card-action';
