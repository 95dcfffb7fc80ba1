import type { LanguageCode } from '@talkhire/config';
import type { TEducation, TWorkExperience } from '@talkhire/contracts';
import type { TFunction } from 'i18next';
import { formatsFor } from '../ui/formats';
import type { EntrySummary } from './EntryList';

/** How a saved entry reads in the list: dates and amounts through Intl in the page's language. */
export function workExperienceSummary(
  item: TWorkExperience,
  language: LanguageCode,
  t: TFunction,
  names: { industry: (id: number) => string | undefined; jobFunction: (id: number) => string | undefined },
): EntrySummary {
  const details: string[] = [];
  const industry = item.industry_id === null ? undefined : names.industry(item.industry_id);
  if (industry) details.push(industry);
  const functions = item.job_function_ids.flatMap((id) => names.jobFunction(id) ?? []);
  if (functions.length > 0) details.push(functions.join(' · '));
  if (item.monthly_salary !== null && item.salary_currency)
    details.push(
      t('profile.work.salary', {
        amount: formatsFor(language).money(item.monthly_salary, item.salary_currency),
      }),
    );
  if (item.is_hidden_from_company) details.push(t('profile.work.hidden_badge'));
  return {
    title: item.job_title,
    subtitle: item.company_name,
    period: period(item.start_date, item.end_date, language, t),
    details,
    names: { title: item.job_title, company: item.company_name },
  };
}

export function educationSummary(
  item: TEducation,
  language: LanguageCode,
  t: TFunction,
  levelName: (id: number) => string | undefined,
): EntrySummary {
  const level = levelName(item.education_level_id);
  return {
    title: item.school_name,
    subtitle: [level, item.field_of_study].filter(Boolean).join(' · '),
    period: period(item.start_date, item.end_date, language, t),
    details: [],
    names: { school: item.school_name },
  };
}

function period(start: string, end: string | null, language: LanguageCode, t: TFunction): string {
  return t('profile.common.period', {
    start: formatsFor(language).month(start),
    end: end ? formatsFor(language).month(end) : t('profile.common.present'),
  });
}
