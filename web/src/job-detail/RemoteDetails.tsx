import type { LanguageCode } from '@talkhire/config';
import type { TJobDetail } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { formatsFor } from '../ui/formats';

type Remote = NonNullable<TJobDetail['remote']>;

/** Spec §3 remote fields: where candidates may live, their timezones and working languages. */
export function RemoteDetails({ language, remote }: { language: LanguageCode; remote: Remote }) {
  const { t } = useTranslation();
  const { region } = formatsFor(language);
  const countryNames = (list: Remote['open_countries']) =>
    list.map((c) => (c.key === 'com' ? t('job.remote.others') : region(c.key))).join(', ');
  return (
    <section aria-labelledby="job-remote" data-testid="job-remote">
      <h2 id="job-remote">{t('job.remote.title')}</h2>
      <dl className="job-facts">
        <dt>{t('job.remote.open_countries')}</dt>
        <dd>{countryNames(remote.open_countries)}</dd>
        {remote.closed_countries.length > 0 && (
          <>
            <dt>{t('job.remote.closed_countries')}</dt>
            <dd>{countryNames(remote.closed_countries)}</dd>
          </>
        )}
        <dt>{t('job.remote.timezones')}</dt>
        <dd>{remote.timezones.map((z) => z.value).join(', ')}</dd>
        <dt>{t('job.remote.languages')}</dt>
        <dd>{remote.languages.map((l) => l.value).join(', ')}</dd>
      </dl>
    </section>
  );
}
