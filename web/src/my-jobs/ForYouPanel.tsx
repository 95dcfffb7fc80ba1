import { endpoints } from '@talkhire/contracts';
import { TrackedJobList } from '../tracking';
import { JobCard } from '../ui/JobCard';
import { MyJobsList } from './MyJobsList';
import type { PanelProps } from './panel-props';
import { useMyJobsList } from './use-my-jobs-list';

/** For You: open jobs that fit the seeker's job preferences and profile. */
export function ForYouPanel(panel: PanelProps) {
  const list = useMyJobsList(endpoints.myJobs.forYou, panel.view);
  return (
    <TrackedJobList
      list="my_jobs_for_you"
      page={list.data?.page ?? panel.view.page}
      subPage="for_you"
      recoFrom="preferences"
      loadKey={JSON.stringify(panel.view)}
    >
      <MyJobsList
        panel={panel}
        list={list}
        itemsOf={(page) => page.jobs}
        keyOf={(job) => job.id}
        renderItem={(job, position) => <JobCard job={job} language={panel.language} position={position} />}
        empty={(page) => (page.has_preferences ? 'for_you' : 'for_you_no_preferences')}
      />
    </TrackedJobList>
  );
}
