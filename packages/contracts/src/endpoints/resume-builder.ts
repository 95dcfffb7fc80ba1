import { endpoint } from '../endpoint';
import { errorCodes } from '../error-codes';
import { ZGenerateResumeBody, ZResumeTemplateList } from '../resume-builder';
import { ZResume } from '../resumes';

/**
 * Spec §7 'Job seeker service' POST /generate-resume and the templates it renders (spec §2 'resume
 * templates', shown by the free resume template page). A generated resume is an attached resume:
 * it counts towards the limit of 3 (41170). A profile with neither a work experience nor an
 * education is refused with 40001 and a field message on `template`.
 */
export const resumeBuilderEndpoints = {
  templates: endpoint({
    method: 'GET',
    path: '/api/jobseekers/resume-templates',
    summary: 'The resume templates: id, the i18n keys of name and description, preview image.',
    auth: 'anyone',
    response: ZResumeTemplateList,
    errors: [],
  }),
  generate: endpoint({
    method: 'POST',
    path: '/api/jobseekers/generate-resume',
    summary:
      'Render the profile with a template into a PDF, in the chosen language, and attach it as a resume.',
    auth: 'seeker',
    body: ZGenerateResumeBody,
    response: ZResume,
    errors: [errorCodes.tooManyResumes, errorCodes.resumeUploadFailed],
  }),
};
