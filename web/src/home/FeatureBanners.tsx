import { type LanguageCode, withLanguagePath } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useConfigList } from '../api/config-list';

/**
 * Why job seekers choose the product: the feature banners of the configuration, each title a link
 * to the page it advertises (issue 17: banners only advertise what exists).
 */
export function FeatureBanners({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const banners = useConfigList('feature_banners', { language });
  return (
    <section aria-labelledby="featured-heading" className="section">
      <h2 id="featured-heading">{t('home.featured')}</h2>
      <ul className="banner-grid">
        {banners.data?.map((b) => (
          <li key={b.id} className="card card--banner">
            <h3>
              <Link to={withLanguagePath(language, b.link)} data-testid={`banner-${b.key}`}>
                {b.title}
              </Link>
            </h3>
            <p>{b.subtitle}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
