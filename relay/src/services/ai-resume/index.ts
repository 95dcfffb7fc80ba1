/** The ai-resume feature's public entry: AI resume analysis (issue 17 point 2). */
export { aiResumeRoutes } from './routes';
