import type { TWebsiteOutage } from '@talkhire/contracts';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../ui/use-formats';
import { useScreenHead } from '../ui/use-page-head';

/** Spec §2 wording; the text comes localised with the outage answer. */
export function MaintenancePage({ outage }: { outage: TWebsiteOutage }) {
  const { t } = useTranslation();
  useScreenHead('maintenance');
  const formats = useFormats();
  return (
    <main className="status-page" data-testid="maintenance">
      <h1>{outage.title}</h1>
      <p>{outage.subtitle}</p>
      {outage.ends_at && (
        <p>
          {t('maintenance.until', {
            time: formats.dateTime(outage.ends_at),
          })}
        </p>
      )}
    </main>
  );
}
