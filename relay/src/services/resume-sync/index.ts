/** The resume-sync feature's public entry: what other folders may import from it. */

/** The resume's text as resume sync reads it (PDF, DOCX), for other features that read resumes (AI resume analysis). */
export { extractResumeText } from './extract/extract-resume-text';
export { resumeSyncRoutes } from './routes';
export { storedResumeType } from './stored-resume-type';
