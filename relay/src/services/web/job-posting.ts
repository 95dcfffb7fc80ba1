import { type Edition, editionById, editionRegion } from '@talkhire/config';
import { optionLists } from '@talkhire/config/lists';
import type { TJobDetail } from '@talkhire/contracts';

/**
 * How long an open posting is offered to search engines after its last update. The spec gives
 * jobs no end date; the demo data posts over 60 days, and a real board re-confirms open jobs
 * within a quarter, so 90 days from the last update is our choice.
 */
export const postingValidDays = 90;

/**
 * schema.org JobPosting of an open job, as search engines read it for job listings: remote jobs
 * are TELECOMMUTE with the countries they hire in, salaries name their unit, and unpaid or
 * negotiable pay carries no salary at all.
 */
export function jobPosting(job: TJobDetail, url: string): object {
  const updated = new Date(Math.max(Date.parse(job.posted_at), Date.parse(job.updated_at)));
  const validThrough = new Date(updated.getTime() + postingValidDays * 86_400_000);
  const edition = editionById(job.country_id);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job),
    identifier: { '@type': 'PropertyValue', name: job.company.name, value: String(job.id) },
    datePosted: job.posted_at,
    validThrough: validThrough.toISOString(),
    url,
    employmentType: employmentTypes[jobTypeKey(job.job_type.id) ?? ''] ?? 'OTHER',
    hiringOrganization: { '@type': 'Organization', name: job.company.name },
    ...placeOf(job, edition),
    ...baseSalary(job),
    ...(job.skills.length ? { skills: job.skills.join(', ') } : {}),
  };
}

function placeOf(job: TJobDetail, edition: Edition | undefined): object {
  if (job.remote) {
    const countries = job.remote.open_countries.length
      ? job.remote.open_countries.map((c) => c.key.toUpperCase())
      : [edition && editionRegion(edition)].filter((r): r is string => Boolean(r));
    return {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: countries.map((name) => ({ '@type': 'Country', name })),
    };
  }
  const region = edition ? editionRegion(edition) : null;
  return {
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(job.location ? { addressLocality: job.location.value } : {}),
        ...(region ? { addressCountry: region } : {}),
      },
      ...(job.location
        ? {
            geo: {
              '@type': 'GeoCoordinates',
              latitude: job.location.latitude,
              longitude: job.location.longitude,
            },
          }
        : {}),
    },
  };
}

function baseSalary(job: TJobDetail): object {
  const unit = salaryUnits[job.pay_type.key];
  if (!unit || (job.salary_from === null && job.salary_to === null)) return {};
  const range =
    job.salary_from !== null && job.salary_to !== null && job.salary_from !== job.salary_to
      ? { minValue: job.salary_from, maxValue: job.salary_to }
      : { value: job.salary_from ?? job.salary_to };
  return {
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: job.currency.toUpperCase(),
      value: { '@type': 'QuantitativeValue', ...range, unitText: unit },
    },
  };
}

/** Google reads HTML paragraphs in a JobPosting description; the text itself is escaped. */
function descriptionHtml(job: TJobDetail): string {
  const paragraphs = (text: string) =>
    text
      .split(/\n{2,}|\r\n\r\n/)
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => `<p>${escapeText(p)}</p>`)
      .join('');
  return paragraphs(job.description) + paragraphs(job.requirements);
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>');
}

function jobTypeKey(id: number): string | undefined {
  return optionLists.job_types.find((o) => o.id === id)?.key;
}

const employmentTypes: Record<string, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  freelance: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
};

const salaryUnits: Record<string, string> = {
  annually: 'YEAR',
  monthly: 'MONTH',
  daily: 'DAY',
  hourly: 'HOUR',
};
