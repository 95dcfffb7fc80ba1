import { endpoints, type TAppliedJobDetail } from '@talkhire/contracts';
import { useEndpointQuery } from '../api/endpoint-queries';
import { useSession } from '../session/session-context';

/**
 * The signed-in seeker's application to a job: undefined while loading, null when there is none
 * (the relay answers null for a job not applied to) or for a guest.
 */
export function useMyApplication(jobId: number): { application: TAppliedJobDetail | null | undefined } {
  const { user } = useSession();
  const mine = useEndpointQuery(
    endpoints.applications.appliedJob,
    { params: { jobId } },
    { enabled: Boolean(user), quiet: true },
  );
  // A failure also leaves the Apply button usable: a second application would then be refused by
  // the relay with its clear message.
  if (!user || mine.isError) return { application: null };
  return { application: mine.data };
}
