import { approximateAmount, convertAmount, endpoints, type TJobDetail } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../api/endpoint-queries';
import { useFormats } from '../ui/use-formats';

/**
 * The job's salary in the reader's currency ('≈ 52,300 PHP'), when it is not the job's own: a
 * signed-in seeker's job preference currency, else the edition's. The rates are read while the
 * page renders on the server, so this line is in the HTML; in the browser it costs this file.
 */
export function ConvertedSalary({ job }: { job: TJobDetail }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const rates = useEndpointQuery(endpoints.currency.rates, {}, { quiet: true }).data;
  if (!rates || rates.preferred_currency === job.currency.toLowerCase()) return null;
  const amounts = [job.salary_from, job.salary_to]
    .filter((a): a is number => a !== null)
    .map((a) => convertAmount(a, job.currency, rates.preferred_currency, rates));
  if (amounts.length === 0 || amounts.some((a) => a === null)) return null;
  const [low, high] = (amounts as number[]).map((a) => formats.count(approximateAmount(a)));
  const amount = high === undefined || high === low ? low : `${low}–${high}`;
  return (
    <p className="job-summary__converted" data-testid="job-salary-converted">
      {t('currency.approximately', { amount, currency: rates.preferred_currency.toUpperCase() })}
    </p>
  );
}
