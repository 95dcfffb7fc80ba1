/** The resumes feature's public entry: what other folders may import from it. */
export { readAutoSendResume } from './auto-send-resume';
export { attachResume, type ResumeStore } from './resumes';
export { resumesRoutes } from './routes';
