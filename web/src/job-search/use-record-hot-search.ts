import { endpoints, type TJobHotSearchBody } from '@talkhire/contracts';
import { useEffect } from 'react';
import { useApi } from '../api/api-context';
import { deviceUuid } from '../session/device-uuid';

/**
 * Spec §7: each search the page shows is recorded with POST /metrics/job-hot-search, for the hot
 * and related searches. A statistic: any failure is swallowed, the reader never sees it.
 */
export function useRecordHotSearch(query: string | undefined) {
  const api = useApi();
  const text = query?.trim();
  useEffect(() => {
    if (!text) return;
    const body: TJobHotSearchBody = {
      device: deviceUuid(),
      page: 'job_search',
      source: matchMedia('(max-width: 640px)').matches ? 'mobile_web' : 'web',
      query: text,
    };
    api.call(endpoints.jobs.recordHotSearch, { body }, { quiet: true }).catch(() => {});
  }, [api, text]);
}
