import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TResumeFileType } from '@talkhire/contracts';
import { extractResumeText } from '../extract/extract-resume-text';
import { toCalendarDate } from '../parse/date-ranges';
import { comparable } from '../parse/normalise-text';
import { type ParsedResume, parseResume } from '../parse/parse-resume';
import { corpusFileName } from './corpus';
import type { CorpusTruth } from './corpus-truth';
import type { CorpusResume } from './corpus-types';

/** Found / present counts of one kind of field. */
export interface Tally {
  found: number;
  present: number;
}

export interface CorpusMeasure {
  overall: Tally;
  byField: Record<string, Tally>;
  byLanguage: Record<string, Tally>;
  byResume: Record<string, Tally & { missed: string[] }>;
  /** Work and education entries read that the resume does not have. */
  extraEntries: number;
}

/**
 * Reads every corpus file the way the sync does (extraction, then the parser) and counts, per
 * field of the ground truth, whether it was found with the right value.
 */
export async function measureCorpus(resumes: CorpusResume[]): Promise<CorpusMeasure> {
  const measure: CorpusMeasure = {
    overall: tally(),
    byField: {},
    byLanguage: {},
    byResume: {},
    extraEntries: 0,
  };
  for (const resume of resumes) {
    const dir = path.join(import.meta.dirname, 'files');
    const truth = JSON.parse(
      await readFile(path.join(dir, `${resume.id}.truth.json`), 'utf8'),
    ) as CorpusTruth;
    const bytes = await readFile(path.join(dir, corpusFileName(resume)));
    const parsed = parseResume(await extractResumeText(resume.format as TResumeFileType, bytes));
    const row = { ...tally(), missed: [] as string[] };
    const count = (field: string, found: boolean, what: string) => {
      for (const t of [
        measure.overall,
        at(measure.byField, field),
        at(measure.byLanguage, resume.language),
        row,
      ]) {
        t.present++;
        if (found) t.found++;
      }
      if (!found) row.missed.push(`${field}: ${what}`);
    };
    compare(truth, parsed, count);
    measure.extraEntries +=
      Math.max(0, parsed.experiences.length - truth.experiences.length) +
      Math.max(0, parsed.educations.length - truth.educations.length);
    measure.byResume[resume.id] = row;
  }
  return measure;
}

type Count = (field: string, found: boolean, what: string) => void;

function compare(truth: CorpusTruth, parsed: ParsedResume, count: Count): void {
  const same = (a: string | null | undefined, b: string | null | undefined) =>
    !!a && !!b && comparable(a) === comparable(b);
  count('name', same(parsed.name, truth.name), truth.name);
  if (truth.email) count('email', parsed.email === truth.email, truth.email);
  if (truth.phone) count('phone', parsed.phone === truth.phone, truth.phone);
  if (truth.address) count('address', same(parsed.address, truth.address), truth.address);
  if (truth.summary) count('summary', same(parsed.summary, truth.summary), truth.summary.slice(0, 30));
  const urls = parsed.links.map((l) => bareUrl(l.url));
  for (const link of truth.links) count('link', urls.includes(bareUrl(link)), link);
  const skills = parsed.skills.map(comparable);
  for (const skill of truth.skills) count('skill', skills.includes(comparable(skill)), skill);
  for (const [i, e] of truth.experiences.entries()) {
    const found = parsed.experiences[i];
    count('work.title', same(found?.title, e.title), e.title);
    count('work.company', same(found?.company, e.company), e.company);
    count('work.period', !!found && periodOf(found) === `${e.start}/${e.end}`, `${e.start}/${e.end}`);
  }
  for (const [i, e] of truth.educations.entries()) {
    const found = parsed.educations[i];
    count('education.school', same(found?.school, e.school), e.school);
    count('education.level', found?.level_id === e.level_id, String(e.level_id));
    count('education.period', !!found && periodOf(found) === `${e.start}/${e.end}`, `${e.start}/${e.end}`);
  }
}

function periodOf(found: ParsedResume['experiences'][number] | ParsedResume['educations'][number]): string {
  const ym = (d: { year: number; month: number | null }) =>
    d.month === null ? String(d.year) : toCalendarDate(d).slice(0, 7);
  return `${ym(found.start)}/${found.current ? 'present' : found.end ? ym(found.end) : ''}`;
}

function bareUrl(url: string): string {
  return url
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/$/, '');
}

function tally(): Tally {
  return { found: 0, present: 0 };
}

function at(map: Record<string, Tally>, key: string): Tally {
  map[key] ??= tally();
  return map[key];
}
