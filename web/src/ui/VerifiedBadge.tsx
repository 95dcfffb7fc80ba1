import { useTranslation } from 'react-i18next';
import './verified-badge.css';

/**
 * Spec §1 'the exclusive verified badge': a seeker whose identity was verified with the national
 * digital-identity service. One look wherever it shows — the seeker's profile, the Boss console's
 * chat list, chat header and candidate profile.
 */
export function VerifiedBadge({ testId = 'verified-badge' }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className="verified-badge" title={t('identity.badge.label')} data-testid={testId}>
      {t('identity.badge.text')}
      <span className="visually-hidden">{` (${t('identity.badge.label')})`}</span>
    </span>
  );
}
