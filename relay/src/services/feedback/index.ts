/** The feedback feature's public entry: what other folders may import from it. */
export { feedbackOpsRoutes, feedbackRoutes } from './routes';
