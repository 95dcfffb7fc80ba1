/** The chat actions feature's public entry: interviews, offers and chat exchanges. */
export { interviewClockTask } from './interview-clock';
export { chatActionsRoutes } from './routes';
