/** The chat actions feature's public entry: interviews, offers and chat exchanges. */

export { seedDemoInterviews } from './demo-interviews';
export { interviewClockTask } from './interview-clock';
export { chatActionsRoutes } from './routes';
