import { useTranslation } from 'react-i18next';

/** Saved and applied jobs may have closed or paused since: the list says so beside the card. */
export function JobStatusNote({ status }: { status: 'active' | 'on_hold' | 'closed' }) {
  const { t } = useTranslation();
  if (status === 'active') return null;
  return (
    <span className="chip my-jobs__job-status" data-testid="my-jobs-job-status">
      {t(`myJobs.job_status.${status}`)}
    </span>
  );
}
