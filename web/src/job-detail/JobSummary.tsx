import { type LanguageCode, languageByCode } from '@talkhire/config';
import type { TJobDetail } from '@talkhire/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** Title, badges, company, pay, place and posting date: the head of the job page. */
export function JobSummary({ language, job }: { language: LanguageCode; job: TJobDetail }) {
  const { t } = useTranslation();
  const intl = languageByCode(language).intl;
  const posted = new Intl.DateTimeFormat(intl, { dateStyle: 'long' }).format(new Date(job.posted_at));
  return (
    <header className="job-summary">
      <h1 data-testid="job-title">{job.title}</h1>
      <ul className="job-chips">
        {job.is_urgent && <li>{t('job.urgent')}</li>}
        {job.is_featured && <li>{t('job.featured')}</li>}
        {job.is_web3 && <li>{t('job.web3')}</li>}
      </ul>
      <p data-testid="job-company">
        {job.company.name}
        {job.company.is_verified && <span className="badge">{` · ${t('job.verified')}`}</span>}
      </p>
      <p className="job-summary__salary" data-testid="job-salary">
        {salaryText(job, intl, t)}
      </p>
      <p>
        {job.location ? `${job.location.value} · ` : ''}
        {job.work_arrangement.value}
      </p>
      <p>
        <time dateTime={job.posted_at} data-testid="job-posted">
          {t('job.posted_on', { date: posted })}
        </time>
      </p>
    </header>
  );
}

function salaryText(job: TJobDetail, intl: string, t: TFunction): string {
  if (job.salary_from === null && job.salary_to === null) return t('job.salary_negotiable');
  const money = new Intl.NumberFormat(intl, {
    style: 'currency',
    currency: job.currency.toUpperCase(),
    maximumFractionDigits: 0,
  });
  const amounts = [job.salary_from, job.salary_to].filter((a): a is number => a !== null);
  const salary =
    amounts.length === 2 && amounts[0] !== amounts[1]
      ? t('job.salary_range', { from: money.format(amounts[0] ?? 0), to: money.format(amounts[1] ?? 0) })
      : money.format(amounts[0] ?? 0);
  return t('job.salary_per', { salary, payType: job.pay_type.value });
}
