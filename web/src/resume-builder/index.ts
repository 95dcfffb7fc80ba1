/** The resume-builder feature's public entry: what other folders may import from it. */
export { FreeResumeTemplatePage } from './FreeResumeTemplatePage';
export { ResumeReady } from './ResumeReady';
export { refusalMessage, useGenerateResume, useResumeTemplates } from './use-resume-builder';
