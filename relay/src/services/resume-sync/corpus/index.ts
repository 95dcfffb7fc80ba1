/** The measurement corpus of the resume sync, for the bench (tests/bench/resume-sync.ts). */
export { corpus, heldOutCorpus, tunedCorpus } from './corpus';
export { type CorpusMeasure, measureCorpus, type Tally } from './measure-corpus';
