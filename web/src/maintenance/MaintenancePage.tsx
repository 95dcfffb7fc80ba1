import type { TWebsiteOutage } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';

/** Spec §2 wording; the text comes localised with the outage answer. */
export function MaintenancePage({ outage }: { outage: TWebsiteOutage }) {
  const { t, i18n } = useTranslation();
  return (
    <main className="status-page" data-testid="maintenance">
      <h1>{outage.title}</h1>
      <p>{outage.subtitle}</p>
      {outage.ends_at && (
        <p>
          {t('maintenance.until', {
            time: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
              new Date(outage.ends_at),
            ),
          })}
        </p>
      )}
    </main>
  );
}
