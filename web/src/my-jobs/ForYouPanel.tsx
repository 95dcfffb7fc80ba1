import { ZForYouPage } from '@talkhire/contracts';
import { JobCard } from '../job-search/JobCard';
import { MyJobsList } from './MyJobsList';
import type { PanelProps } from './MyJobsPage';
import { useMyJobsList } from './use-my-jobs-list';

/** For You: open jobs that fit the seeker's job preferences and profile. */
export function ForYouPanel(panel: PanelProps) {
  const { state } = useMyJobsList('/api/jobs/my-jobs/for-you', ZForYouPage, panel.view, panel.language);
  return (
    <MyJobsList
      panel={panel}
      state={state}
      itemsOf={(page) => page.jobs}
      keyOf={(job) => job.id}
      renderItem={(job) => <JobCard job={job} language={panel.language} />}
      empty={(page) => (page.has_preferences ? 'for_you' : 'for_you_no_preferences')}
    />
  );
}
