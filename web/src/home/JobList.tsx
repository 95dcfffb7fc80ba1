import type { LanguageCode } from '@talkhire/config';
import type { TJobCard } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { TrackedJobList } from '../tracking';
import { JobCard } from '../ui/JobCard';

/** A home list of job cards with its loading, failure and empty states. */
export function JobList({
  language,
  state,
  empty,
  tracking,
}: {
  language: LanguageCode;
  /** A query's state: its answer once there is one, whether it failed, whether it is refreshing. */
  state: { data: { jobs: TJobCard[] } | undefined; isError: boolean; isFetching: boolean };
  empty: string;
  /** The list's name in the exposure and click logs, and where its jobs came from. */
  tracking: { list: string; recoFrom: string; subPage?: string };
}) {
  const { t } = useTranslation();
  if (state.isError) return <p role="alert">{t('home.load_failed')}</p>;
  if (!state.data) return <p aria-busy="true">{t('common.loading')}</p>;
  if (state.data.jobs.length === 0) return <p className="muted">{empty}</p>;
  return (
    <TrackedJobList
      list={tracking.list}
      page="home"
      subPage={tracking.subPage ?? ''}
      recoFrom={tracking.recoFrom}
      loadKey={`${tracking.list}|${tracking.subPage}`}
    >
      <ul className="home-jobs" aria-busy={state.isFetching}>
        {state.data.jobs.map((job, index) => (
          <li key={job.id}>
            <JobCard job={job} language={language} position={index + 1} />
          </li>
        ))}
      </ul>
    </TrackedJobList>
  );
}
