/** The recruiters feature's public entry: what other folders may import from it. */
export { openRecruiterSession, recruiterAccountOf } from './recruiter-session';
export { recruitersRoutes } from './routes';
