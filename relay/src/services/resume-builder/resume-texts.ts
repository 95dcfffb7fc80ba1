import { type LanguageCode, languageByCode } from '@talkhire/config';
import type { TResumeTemplateId } from '@talkhire/contracts';
import { translate } from '@talkhire/i18n';

/** What a template says besides the profile itself, in the resume's language. */
export interface ResumeTexts {
  language: LanguageCode;
  direction: 'ltr' | 'rtl';
  heading: (section: ResumeSection) => string;
  /** 'Mar 2020 – Present' */
  period: (start: string, end: string | null) => string;
  /** A skill's or a language's level in words; an unknown level is shown as stored. */
  proficiency: (level: string) => string;
  credential: (id: string) => string;
  validity: (issued: string, expires: string | null) => string;
}

export const resumeSections = [
  'contact',
  'summary',
  'experience',
  'education',
  'skills',
  'languages',
  'links',
  'licenses',
] as const;
export type ResumeSection = (typeof resumeSections)[number];

export function resumeTexts(language: LanguageCode): ResumeTexts {
  const say = (key: string, values?: Record<string, string>) =>
    translate(language, 'jobseeker', `resume_builder.pdf.${key}`, values);
  const months = new Intl.DateTimeFormat(languageByCode(language).intl, {
    year: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const month = (date: string) => months.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
  return {
    language,
    direction: languageByCode(language).dir,
    heading: (section) => say(`sections.${section}`),
    period: (start, end) =>
      say('period', { start: month(start), end: end === null ? say('present') : month(end) }),
    proficiency: (level) => {
      const key = `resume_builder.pdf.proficiency.${level}`;
      const text = translate(language, 'jobseeker', key);
      return text === key ? level : text;
    },
    credential: (id) => say('credential_id', { id }),
    validity: (issued, expires) =>
      expires === null
        ? say('issued_no_expiry', { issued: month(issued) })
        : say('issued_expires', { issued: month(issued), expires: month(expires) }),
  };
}

/** The template's name as the page and the file name say it. */
export function templateName(language: LanguageCode, template: TResumeTemplateId): string {
  return translate(language, 'jobseeker', `resume_builder.templates.${template}.name`);
}

/** 'Resume - First Last - Modern.pdf', in the resume's language. */
export function resumeFilename(language: LanguageCode, name: string, template: TResumeTemplateId): string {
  const title = translate(language, 'jobseeker', 'resume_builder.pdf.file_name', {
    name,
    template: templateName(language, template),
  });
  return `${title}.pdf`;
}
