import { type LanguageCode, languageByCode } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useApi } from '../api/api-context';
import { useRequest } from '../api/use-request';
import { useEdition } from '../edition/edition-context';
import { HeroSearch } from '../job-search/HeroSearch';

const ZMainFunctions = z.object({
  main_functions: z.array(
    z.object({
      id: z.number(),
      value: z.string(),
      sub_function_list: z.array(z.object({ id: z.number(), value: z.string() })),
    }),
  ),
});
const ZLocationLists = z.object({
  location_lists: z.array(
    z.object({
      key: z.string(),
      locations: z.array(z.object({ value: z.string(), is_default: z.boolean() })),
    }),
  ),
});
const ZFeatureBanners = z.object({
  feature_banners: z.array(
    z.object({ id: z.number(), title: z.string(), subtitle: z.string(), link: z.string() }),
  ),
});

export function HomePage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const api = useApi();
  const { edition } = useEdition();
  const query = { language_code: language };
  const functions = useRequest(
    (signal) => api.get('/api/config/main_functions/list', ZMainFunctions, { query, signal }),
    [language],
  );
  const banners = useRequest(
    (signal) => api.get('/api/config/feature_banners/list', ZFeatureBanners, { query, signal }),
    [language],
  );
  const locations = useRequest(
    (signal) => api.get('/api/config/location_lists/list', ZLocationLists, { query, signal }),
    [language, edition.key],
  );
  const defaultLocation =
    edition.key === 'com'
      ? undefined
      : locations.data?.location_lists.find((g) => g.key === edition.key)?.locations.find((l) => l.is_default)
          ?.value;
  const country =
    edition.key === 'com'
      ? t('switcher.others')
      : new Intl.DisplayNames([languageByCode(language).intl], { type: 'region' }).of(
          edition.key.toUpperCase(),
        );

  return (
    <main className="home" data-testid="home">
      <section className="hero">
        <h1>{t('home.title')}</h1>
        <p className="hero__edition" data-testid="hero-edition">
          {country}
        </p>
        <p className="hero__details" data-testid="edition-details">
          {t('switcher.currency', { currency: edition.currency.toUpperCase() })}
          {defaultLocation && ` · ${t('switcher.default_location', { location: defaultLocation })}`}
        </p>
        <p>{t('brand.tagline')}</p>
        <HeroSearch language={language} />
      </section>

      <section aria-labelledby="functions-heading" className="section">
        <h2 id="functions-heading">{t('home.browse_by_function')}</h2>
        {functions.status === 'fetching' && !functions.data && <p aria-busy="true">{t('common.loading')}</p>}
        <ul className="function-grid">
          {functions.data?.main_functions.map((m) => (
            <li key={m.id} className="card">
              <h3>{m.value}</h3>
              <p className="muted">{t('home.functions_count', { count: m.sub_function_list.length })}</p>
              <ul className="chips">
                {m.sub_function_list.slice(0, 4).map((f) => (
                  <li key={f.id} className="chip">
                    {f.value}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="featured-heading" className="section">
        <h2 id="featured-heading">{t('home.featured')}</h2>
        <ul className="banner-grid">
          {banners.data?.feature_banners.map((b) => (
            <li key={b.id} className="card card--banner">
              <h3>{b.title}</h3>
              <p>{b.subtitle}</p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
