import { performance } from 'node:perf_hooks';
import {
  type CorpusMeasure,
  heldOutCorpus,
  measureCorpus,
  type Tally,
  tunedCorpus,
} from '@talkhire/relay/resume-sync-corpus';

/**
 * `npm run bench:resume-sync -w @talkhire/tests`: reads the resumes of the resume-sync corpus
 * (relay/src/services/resume-sync/corpus: PDF and Word in the ten languages) as the sync does and
 * prints fields found / fields present overall, per field, per language and per resume — for the
 * 22 resumes the parser was tuned on, then for the 4 held out from tuning.
 */
const share = ({ found, present }: Tally) =>
  `${found}/${present} (${((100 * found) / present).toFixed(1)} %)`;

function print(title: string, count: number, seconds: number, measure: CorpusMeasure) {
  console.log(`\n${title}: ${count} resumes read in ${seconds.toFixed(1)} s`);
  console.log(
    `  overall            ${share(measure.overall)}; entries read that the resume does not have: ${measure.extraEntries}`,
  );
  console.log('  per field');
  for (const [field, tally] of Object.entries(measure.byField))
    console.log(`    ${field.padEnd(18)} ${share(tally)}`);
  console.log('  per language');
  for (const [language, tally] of Object.entries(measure.byLanguage))
    console.log(`    ${language.padEnd(18)} ${share(tally)}`);
  console.log('  per resume');
  for (const [id, row] of Object.entries(measure.byResume))
    console.log(
      `    ${id.padEnd(20)} ${share(row)}${row.missed.length ? `  missed: ${row.missed.join('; ')}` : ''}`,
    );
}

for (const [title, resumes] of [
  ['tuned corpus', tunedCorpus],
  ['held-out corpus', heldOutCorpus],
] as const) {
  const started = performance.now();
  const measure = await measureCorpus(resumes);
  print(title, resumes.length, (performance.now() - started) / 1000, measure);
}
