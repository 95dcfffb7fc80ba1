import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const features = ['chat', 'verified', 'global', 'alerts'] as const;

/** What the product offers remote job seekers. */
export function KeyFeatures() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id} className="section" data-testid="remote-features">
      <h2 id={id}>{t('home.remote.features.title')}</h2>
      <ul className="banner-grid">
        {features.map((f) => (
          <li key={f} className="card">
            <h3>{t(`home.remote.features.${f}.title`)}</h3>
            <p>{t(`home.remote.features.${f}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
