import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApi } from '../api/api-context';
import { useInvalidate } from '../api/endpoint-queries';
import { machineInspectOptions } from '../machine-inspection';
import { ConfirmInformationDialog } from './ConfirmInformationDialog';
import { IdentityLoginButton } from './IdentityLoginButton';
import { postponeVerification, withoutShowFlag } from './identity-cookies';
import { callbackUri, providedIdentityMachine } from './identity-machine';
import { identityName, useIdentityLabels } from './use-identity-labels';
import { VerificationFailedDialog } from './VerificationFailedDialog';
import { VerifiedDialog } from './VerifiedDialog';

/** What a verification changes: the seeker's status, the profile showing it, jobs it unlocks. */
const changedByVerifying = [
  endpoints.identityVerification.status,
  endpoints.profile.basicProfile,
  endpoints.profile.me,
  endpoints.jobs.detail,
];

/**
 * Spec §4 steps 3-5 on the page the provider returned to: the identity data in the confirm dialog,
 * verify on submit, then the success dialog, or the failed dialog when the data service failed.
 * Closing any of them takes the flag out of the address (spec §2).
 */
export function IdentityFlow({ language }: { language: LanguageCode }) {
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const invalidate = useInvalidate();
  const labels = useIdentityLabels(language);
  const machine = useMemo(() => providedIdentityMachine(api), [api]);
  const [snapshot, send] = useMachine(machine, {
    ...machineInspectOptions,
    input: { redirectUri: callbackUri(window.location.origin) },
  });
  const { info, result, failure } = snapshot.context;
  const here = withoutShowFlag(location.pathname, location.search);

  useEffect(() => send({ type: 'IDENTITY.RETURNED' }), [send]);
  const verified = snapshot.matches('Verified');
  useEffect(() => {
    if (verified) void invalidate(...changedByVerifying);
  }, [verified, invalidate]);

  const close = () => {
    send({ type: 'IDENTITY.CLOSE' });
    navigate(here, { replace: true });
  };

  if (snapshot.matches('Confirming') || snapshot.matches('Verifying'))
    return (
      <ConfirmInformationDialog
        info={info}
        verifying={snapshot.matches('Verifying')}
        failure={failure}
        onSubmit={() => send({ type: 'IDENTITY.SUBMIT' })}
        onClose={close}
      />
    );
  if (snapshot.matches('Failed'))
    return (
      <VerificationFailedDialog
        loginButton={<IdentityLoginButton variant="danger" onLeave={close} />}
        onLater={() => {
          postponeVerification();
          send({ type: 'IDENTITY.LATER' });
          navigate(here, { replace: true });
        }}
        onClose={close}
      />
    );
  if (verified && result)
    return (
      <VerifiedDialog
        identity={identityName(labels, result.new_user_identity)}
        onFindJobs={() => navigate(withLanguagePath(language, '/job-search'))}
        // Spec §2: closing reloads the current path, now showing the seeker as verified.
        onClose={() => window.location.replace(here)}
      />
    );
  return null;
}
