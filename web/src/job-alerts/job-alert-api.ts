import type { ApiClient } from '@talkhire/client';
import {
  type TJobAlertFrequency,
  ZJobAlert,
  ZJobAlertDeleted,
  ZJobAlertList,
  ZJobAlertUnsubscribed,
} from '@talkhire/contracts';
import type { AlertCriteria } from './alert-criteria';

export interface AlertValues extends AlertCriteria {
  frequency: TJobAlertFrequency;
}

/** Spec §7 job alert calls; refusals stay quiet because the forms show them in place. */
export const jobAlertApi = {
  list: (api: ApiClient, signal?: AbortSignal) =>
    api.get('/api/jobs/job-alerts', ZJobAlertList, signal ? { signal } : {}),
  create: (api: ApiClient, values: AlertValues & { email?: string; device_uuid?: string }) =>
    api.post('/api/jobs/job-alerts/create', values, ZJobAlert, { quiet: true }),
  update: (api: ApiClient, id: number, values: AlertValues & { enabled?: boolean }) =>
    api.put(`/api/jobs/job-alerts/${id}/update`, values, ZJobAlert, { quiet: true }),
  remove: (api: ApiClient, id: number) =>
    api.delete(`/api/jobs/job-alerts/${id}/delete`, ZJobAlertDeleted, { quiet: true }),
  unsubscribe: (api: ApiClient, token: string, signal: AbortSignal) =>
    api.get('/api/jobs/job-alerts/unsubscribe', ZJobAlertUnsubscribed, {
      query: { token },
      signal,
      quiet: true,
    }),
};
