import type { TJobDetail } from '@talkhire/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Formats } from '../ui/formats';
import { useFormats } from '../ui/use-formats';
import { ConvertedSalary } from './ConvertedSalary';

/** Title, badges, company, pay, place and posting date: the head of the job page. */
export function JobSummary({ job }: { job: TJobDetail }) {
  const { t } = useTranslation();
  const formats = useFormats();
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
        {salaryText(job, formats, t)}
      </p>
      <ConvertedSalary job={job} />
      <p>
        {job.location ? `${job.location.value} · ` : ''}
        {job.work_arrangement.value}
      </p>
      <p>
        <time dateTime={job.posted_at} data-testid="job-posted">
          {t('job.posted_on', { date: formats.date(job.posted_at) })}
        </time>
      </p>
    </header>
  );
}

function salaryText(job: TJobDetail, formats: Formats, t: TFunction): string {
  if (job.salary_from === null && job.salary_to === null) return t('job.salary_negotiable');
  const amounts = [job.salary_from, job.salary_to].filter((a): a is number => a !== null);
  const salary =
    amounts.length === 2 && amounts[0] !== amounts[1]
      ? formats.moneyRange(amounts[0] ?? 0, amounts[1] ?? 0, job.currency)
      : formats.money(amounts[0] ?? 0, job.currency);
  return t('job.salary_per', { salary, payType: job.pay_type.value });
}
