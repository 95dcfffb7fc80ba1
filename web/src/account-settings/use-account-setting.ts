import { endpoints, type TUserSettingsBody } from '@talkhire/contracts';
import { useState } from 'react';
import { useEndpointMutation, useEndpointQuery } from '../api/endpoint-queries';

const api = endpoints.accountSettings;

/** The settings read of the four tabs (GET /account-setting), once the seeker is signed in. */
export function useAccountSetting(enabled: boolean) {
  return useEndpointQuery(api.accountSetting, {}, { enabled });
}

/**
 * Saves some settings (POST /user-settings, only the fields given) and says how it went, for a
 * status line the screen reader announces. `pending` is what is being saved, for the controls to
 * show the new choice at once; once the relay answered, the settings read carries it. A refusal is
 * also shown as a toast by the API client.
 */
export function useSaveSettings() {
  const mutation = useEndpointMutation(api.userSettings, { invalidates: [api.accountSetting] });
  const [outcome, setOutcome] = useState<'idle' | 'saved' | 'failed'>('idle');
  const [pending, setPending] = useState<TUserSettingsBody | null>(null);
  const save = async (body: TUserSettingsBody) => {
    setOutcome('idle');
    setPending(body);
    try {
      // Resolves once the settings read has been fetched again (the mutation's invalidation).
      const answer = await mutation.mutateAsync({ body });
      setOutcome('saved');
      return answer;
    } catch {
      setOutcome('failed');
      return null;
    } finally {
      setPending(null);
    }
  };
  return { save, outcome, saving: mutation.isPending, pending };
}
