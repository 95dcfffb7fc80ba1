import { endpoints } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../api/endpoint-queries';
import { useSession } from '../session/session-context';

/**
 * Spec §7's interview red dot, beside My Jobs in the header and on the Interview tab: on while an
 * invitation changed since the seeker last opened that tab. Asked again each minute at most.
 */
export function InterviewRedDot() {
  const { t } = useTranslation();
  const { user } = useSession();
  const dot = useEndpointQuery(
    endpoints.interviews.redDot,
    {},
    { enabled: Boolean(user), staleTime: 60_000, quiet: true },
  );
  if (!dot.data?.red_dot) return null;
  return (
    <span className="red-dot" role="img" aria-label={t('myJobs.red_dot')} data-testid="interview-red-dot" />
  );
}
