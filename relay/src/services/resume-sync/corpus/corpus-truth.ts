import { optionLists } from '@talkhire/config/lists';
import type { CorpusResume, YearMonth } from './corpus-types';

/** The fields a corpus resume holds, as a reader should find them (the `<id>.truth.json` files). */
export interface CorpusTruth {
  id: string;
  language: string;
  format: string;
  layout: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  summary: string | null;
  links: string[];
  skills: string[];
  experiences: { title: string; company: string; start: string; end: string }[];
  educations: { school: string; level_id: number; start: string; end: string }[];
}

export function truthOf(resume: CorpusResume): CorpusTruth {
  return {
    id: resume.id,
    language: resume.language,
    format: resume.format,
    layout: resume.layout,
    name: resume.name,
    email: resume.email,
    phone: resume.phoneE164,
    address: resume.address,
    summary: resume.summary,
    links: resume.links,
    skills: resume.skills,
    experiences: resume.experiences.map((e) => ({
      title: e.title,
      company: e.company,
      start: ym(e.start),
      end: e.end === 'present' ? 'present' : ym(e.end),
    })),
    educations: resume.educations.map((e) => ({
      school: e.school,
      level_id: optionLists.educations.find((o) => o.key === e.level)?.id ?? 0,
      start: ym(e.start),
      end: ym(e.end),
    })),
  };
}

/** '2020-03', or '2016' when the resume gives only the year. */
function ym([year, month]: YearMonth): string {
  return month === 0 ? String(year) : `${year}-${String(month).padStart(2, '0')}`;
}
