import type { LanguageCode } from '@talkhire/config';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditionName } from '../edition/use-edition-name';
import { lazyComponent } from '../ui/lazy-component';
import { usePageHead } from '../ui/use-page-head';
import { BrowseFunctions } from './BrowseFunctions';
import { FeatureBanners } from './FeatureBanners';
import { HomeCourses } from './HomeCourses';
import { HomeHero } from './HomeHero';
import { HomeJobSection } from './HomeJobSection';
import { RecommendedJobs } from './RecommendedJobs';
import { TopCompanies } from './TopCompanies';
import './home.css';

/**
 * The category tabs are below the first screen and bring the tabs' primitives (Radix, 7 KB gzip):
 * their code loads after the page's, and hydrates the server's markup when it arrives (issue 12's
 * budget of initial JavaScript).
 */
const CategoryTabs = lazyComponent(() => import('./CategoryTabs').then((m) => m.CategoryTabs)).Component;

/** Spec §2 home: the search, then every list of jobs and companies the edition has. */
export function HomePage({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const country = useEditionName(language);
  // The site's tagline is the whole title, as the relay writes it for the home page.
  usePageHead({
    title: t('seo.home_title'),
    full: true,
    description: t('seo.home_description', { country }),
  });
  return (
    <main className="home" data-testid="home">
      <HomeHero language={language} />
      <RecommendedJobs language={language} />
      <HomeJobSection language={language} section="hot" />
      <Suspense fallback={null}>
        <CategoryTabs language={language} />
      </Suspense>
      <HomeJobSection language={language} section="popular" />
      <HomeJobSection language={language} section="remote" />
      <HomeJobSection language={language} section="web3" />
      <TopCompanies language={language} />
      <HomeJobSection language={language} section="latest" />
      <BrowseFunctions language={language} />
      <HomeCourses language={language} />
      <FeatureBanners language={language} />
    </main>
  );
}
