import { endpoints } from '@talkhire/contracts';
import { useEndpointMutation, useEndpointQuery } from '../api/endpoint-queries';

const api = endpoints.invites;

/** The seeker's invite link, the people invited and the VIP end (GET /api/invites). */
export function useMyInvites(enabled: boolean) {
  return useEndpointQuery(api.mine, {}, { enabled });
}

/** Email invites: the list of invited people is asked again after sending. */
export function useSendInvites() {
  return useEndpointMutation(api.sendEmails, { invalidates: [api.mine], quiet: true });
}

/** The VIP resume refresh (spec §9). */
export function useVipStatus(enabled: boolean) {
  return useEndpointQuery(api.vip, {}, { enabled });
}

export function useRefreshResume() {
  return useEndpointMutation(api.refreshResume, { invalidates: [api.vip], quiet: true });
}
