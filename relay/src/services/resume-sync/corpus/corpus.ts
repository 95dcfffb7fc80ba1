import type { CorpusResume } from './corpus-types';
import { asianResumes } from './resumes-asia';
import { heldOutResumes } from './resumes-held-out';
import { latinResumes } from './resumes-latin';

/** The 22 resumes the parser was written and tuned against: the ten languages, PDF and Word, three layouts. */
export const tunedCorpus: CorpusResume[] = [...latinResumes, ...asianResumes];

/** Four resumes written afterwards and measured without tuning the parser to them. */
export const heldOutCorpus: CorpusResume[] = heldOutResumes;

export const corpus: CorpusResume[] = [...tunedCorpus, ...heldOutCorpus];

/** Where a corpus resume's file and ground truth are kept, beside this module. */
export function corpusFileName(resume: CorpusResume): string {
  return `${resume.id}.${resume.format}`;
}
