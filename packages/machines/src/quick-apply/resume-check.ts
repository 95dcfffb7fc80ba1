import { limits } from '@talkhire/config';
import type { ResumeChoice } from './types';

/** Spec §5, checked before anything is sent: PDF, DOC or DOCX of at most 5 MB. */
export function resumeProblem(resume: Pick<ResumeChoice, 'name' | 'size'>): 'type' | 'size' | null {
  if (!/\.(pdf|docx?)$/i.test(resume.name)) return 'type';
  if (resume.size <= 0 || resume.size > limits.resumeBytes) return 'size';
  return null;
}
