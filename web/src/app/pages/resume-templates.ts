/** The free resume template page, one chunk loaded when it is opened (see page-routes). */
export { FreeResumeTemplatePage } from '../../resume-builder';
