import type { LanguageCode } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import { useConfigList } from '../api/config-list';

/** Why job seekers choose the product: the feature banners of the configuration. */
export function FeatureBanners({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const banners = useConfigList('feature_banners', { language });
  return (
    <section aria-labelledby="featured-heading" className="section">
      <h2 id="featured-heading">{t('home.featured')}</h2>
      <ul className="banner-grid">
        {banners.data?.map((b) => (
          <li key={b.id} className="card card--banner">
            <h3>{b.title}</h3>
            <p>{b.subtitle}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
