import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { composeResume } from './compose-resume';
import { corpus, corpusFileName } from './corpus';
import { truthOf } from './corpus-truth';
import { renderDocx } from './render-docx';
import { renderPdf } from './render-pdf';

/**
 * Writes the corpus files and their ground truth beside this script:
 * `npx tsx src/services/resume-sync/corpus/generate-corpus.ts` (from relay/).
 */
const here = import.meta.dirname;
for (const resume of corpus) {
  const composed = composeResume(resume);
  const bytes =
    resume.format === 'pdf' ? await renderPdf(resume, composed) : await renderDocx(resume, composed);
  await writeFile(path.join(here, 'files', corpusFileName(resume)), bytes);
  await writeFile(
    path.join(here, 'files', `${resume.id}.truth.json`),
    `${JSON.stringify(truthOf(resume), null, 2)}\n`,
  );
  console.log(`${corpusFileName(resume)}  ${bytes.length} bytes`);
}
