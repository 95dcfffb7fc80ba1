import { type LanguageCode, languageByCode } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useApi } from '../api/api-context';
import { useRequest } from '../api/use-request';
import { useEdition } from '../edition/edition-context';
import { HeroSearch } from '../job-search/HeroSearch';

const ZLocationLists = z.object({
  location_lists: z.array(
    z.object({
      key: z.string(),
      locations: z.array(z.object({ value: z.string(), is_default: z.boolean() })),
    }),
  ),
});

/** The top of the home page: the edition, its currency and default location, and the search box. */
export function HomeHero({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const api = useApi();
  const { edition } = useEdition();
  const locations = useRequest(
    (signal) =>
      api.get('/api/config/location_lists/list', ZLocationLists, {
        query: { language_code: language },
        signal,
      }),
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
  );
}
