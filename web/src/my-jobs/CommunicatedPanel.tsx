import { endpoints, type TCommunicatedPage } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { JobCard } from '../ui/JobCard';
import { useFormats } from '../ui/use-formats';
import { JobStatusNote } from './JobStatusNote';
import { MyJobsList } from './MyJobsList';
import type { PanelProps } from './panel-props';
import { useMyJobsList } from './use-my-jobs-list';

type Communicated = TCommunicatedPage['communicated_jobs'][number];

/** Communicated: jobs the seeker applied to or chatted about, with where the application stands. */
export function CommunicatedPanel(panel: PanelProps) {
  const list = useMyJobsList(endpoints.myJobs.communicated, panel.view);
  return (
    <MyJobsList
      panel={panel}
      list={list}
      itemsOf={(page) => page.communicated_jobs}
      keyOf={(item) => item.job.id}
      renderItem={(item) => (
        <>
          <JobCard job={item.job} language={panel.language} />
          <div className="my-jobs__item-meta">
            <JobStatusNote status={item.job_status} />
            <Exchange item={item} />
          </div>
        </>
      )}
      empty="communicated"
    />
  );
}

function Exchange({ item }: { item: Communicated }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { application } = item;
  if (!application)
    return (
      <p className="muted" data-testid="my-jobs-chatted">
        {t('myJobs.communicated.chatted', { when: formats.ago(item.last_activity_at) })}
      </p>
    );
  return (
    <p data-testid="my-jobs-application-status">
      <span className={`chip my-jobs__status my-jobs__status--${application.status}`}>
        {t(`myJobs.status.${application.status}`)}
      </span>
      <time className="muted my-jobs__separated" dateTime={application.status_at}>
        {formats.ago(application.status_at)}
      </time>
    </p>
  );
}
