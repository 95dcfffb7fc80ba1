import { endpoints } from '@talkhire/contracts';
import { JobCard } from '../ui/JobCard';
import { MyJobsList } from './MyJobsList';
import type { PanelProps } from './panel-props';
import { useMyJobsList } from './use-my-jobs-list';

/** For You: open jobs that fit the seeker's job preferences and profile. */
export function ForYouPanel(panel: PanelProps) {
  const list = useMyJobsList(endpoints.myJobs.forYou, panel.view);
  return (
    <MyJobsList
      panel={panel}
      list={list}
      itemsOf={(page) => page.jobs}
      keyOf={(job) => job.id}
      renderItem={(job) => <JobCard job={job} language={panel.language} />}
      empty={(page) => (page.has_preferences ? 'for_you' : 'for_you_no_preferences')}
    />
  );
}
