import { type TAppliedJobDetail, ZAppliedJobDetail } from '@talkhire/contracts';
import { useEffect, useState } from 'react';
import { useApi } from '../api/api-context';
import { useSession } from '../session/session-context';

/**
 * The signed-in seeker's application to a job: undefined while loading, null when there is none
 * (or for a guest). `reload` fetches it again.
 */
export function useMyApplication(jobId: number) {
  const api = useApi();
  const { user } = useSession();
  const [application, setApplication] = useState<TAppliedJobDetail | null | undefined>(undefined);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!user) return setApplication(null);
    const controller = new AbortController();
    api
      .get(`/api/jobs/applied-jobs/${jobId}`, ZAppliedJobDetail, { signal: controller.signal, quiet: true })
      .then(setApplication)
      // No application yet is a 404; any other failure also leaves the Apply button usable, and
      // a second application would then be refused by the relay with its clear message.
      .catch(() => !controller.signal.aborted && setApplication(null));
    return () => controller.abort();
  }, [api, jobId, user, version]);

  return { application, reload: () => setVersion((v) => v + 1) };
}
