import { type ReactNode, useMemo } from 'react';
import { type JobListReporter, JobListReporterContext } from '../ui/use-job-list-tracking';
import { newQueryId } from './list-context';
import { track, trackClick, trackExposure } from './track';

/**
 * Names a job list for the cards inside it (issue 16 point 2): which list, which page, where its
 * jobs came from, and a new query id each time `loadKey` changes (a new search, page or filter is
 * a new load). Its cards report exposures to /logs/report/expose and clicks to /logs/report/click
 * with that query id, and a click is also the position_click event.
 */
export function TrackedJobList({
  list,
  page,
  subPage = '',
  recoFrom,
  loadKey,
  children,
}: {
  list: string;
  page: number | string;
  subPage?: string;
  recoFrom: string;
  /** What makes this load differ from the last (the request, the page). */
  loadKey: string;
  children: ReactNode;
}) {
  // A new query id per load (loadKey), not per render.
  const queryId = useMemo(() => newQueryId(), [loadKey]);
  const reporter = useMemo((): JobListReporter => {
    const context = { queryId, list, page, subPage, recoFrom };
    return {
      exposure: (jobId, position) => trackExposure(context, jobId, position),
      click(jobId, position) {
        trackClick(context, jobId, position);
        track('position_click', { job_id: jobId, position, list });
      },
    };
  }, [queryId, list, page, subPage, recoFrom]);
  return <JobListReporterContext.Provider value={reporter}>{children}</JobListReporterContext.Provider>;
}
