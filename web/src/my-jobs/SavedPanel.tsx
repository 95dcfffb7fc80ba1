import { endpoints } from '@talkhire/contracts';
import { SaveJobButton } from '../job-detail';
import { JobCard } from '../ui/JobCard';
import { JobStatusNote } from './JobStatusNote';
import { MyJobsList } from './MyJobsList';
import type { PanelProps } from './panel-props';
import { useMyJobsList } from './use-my-jobs-list';

/** Saved: the seeker's saved jobs, each with the job page's own undo-save (it asks first). */
export function SavedPanel(panel: PanelProps) {
  const list = useMyJobsList(endpoints.jobs.savedJobs, panel.view);
  return (
    <MyJobsList
      panel={panel}
      list={list}
      itemsOf={(page) => page.saved_jobs}
      keyOf={(saved) => saved.id}
      renderItem={(saved) => (
        <>
          <JobCard job={saved.job} language={panel.language} />
          <div className="my-jobs__item-meta">
            <JobStatusNote status={saved.job_status} />
            <SaveJobButton
              language={panel.language}
              jobId={saved.job.id}
              savedJobId={saved.id}
              onUnsaved={() => void list.refetch()}
            />
          </div>
        </>
      )}
      empty="saved"
    />
  );
}
