/** The ai-resume feature's public entry: the resume analysis panel of the profile page (issue 17). */
export { ResumeAnalysisPanel } from './ResumeAnalysisPanel';
