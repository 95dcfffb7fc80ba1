import type { LanguageCode } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import { useEdition } from '../edition/edition-context';
import { HeroSearch } from '../job-search';
import { formatsFor } from '../ui/formats';

/** The top of the home page: the edition being browsed and the search box. */
export function HomeHero({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const { edition } = useEdition();
  const country = edition.key === 'com' ? t('switcher.others') : formatsFor(language).region(edition.key);

  return (
    <section className="hero">
      <h1>{t('home.title')}</h1>
      <p className="hero__edition" data-testid="hero-edition">
        {country}
      </p>
      <p>{t('brand.tagline')}</p>
      <HeroSearch language={language} />
    </section>
  );
}
