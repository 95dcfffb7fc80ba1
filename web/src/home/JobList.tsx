import type { LanguageCode } from '@talkhire/config';
import type { TJobCard } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { JobCard } from '../ui/JobCard';

/** A home list of job cards with its loading, failure and empty states. */
export function JobList({
  language,
  state,
  empty,
}: {
  language: LanguageCode;
  /** A query's state: its answer once there is one, whether it failed, whether it is refreshing. */
  state: { data: { jobs: TJobCard[] } | undefined; isError: boolean; isFetching: boolean };
  empty: string;
}) {
  const { t } = useTranslation();
  if (state.isError) return <p role="alert">{t('home.load_failed')}</p>;
  if (!state.data) return <p aria-busy="true">{t('common.loading')}</p>;
  if (state.data.jobs.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="home-jobs" aria-busy={state.isFetching}>
      {state.data.jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} language={language} />
        </li>
      ))}
    </ul>
  );
}
