import {
  editionPageAlternates,
  type LanguageCode,
  pageAddress,
  type Screen,
  screenTexts,
} from '@talkhire/config';
import type { PageMeta } from './html-head';
import { type PageRequest, textsIn } from './page-request';

/**
 * A screen with its own texts (`seo.pages.{screen}`), as the app titles it: the signed-in areas,
 * sign-in steps, not-found and maintenance. None is worth a search result, so none is indexed.
 */
export function screenMeta(language: LanguageCode, screen: Screen): PageMeta {
  return { language, ...screenTexts(textsIn(language), screen), noindex: true };
}

/** The landing pages' paths, as the sitemaps list them (relay/src/services/sitemaps/landing-pages.ts). */
const landingPaths = { remote_jobs: '/remote-jobs', companies: '/companies' } as const;

/**
 * A landing page of the edition with its screen's texts: remote jobs, the companies list. What it
 * lists depends on the edition, so its canonical and alternates name it, as a search's do. Only
 * the list's page number is kept: a company search by name (`?query=`) is not indexed.
 */
export function landingMeta(page: PageRequest, screen: keyof typeof landingPaths): PageMeta {
  const { language, origin, edition } = page;
  const path = landingPaths[screen];
  const texts = { language, ...screenTexts(textsIn(language), screen) };
  if (screen === 'companies' && page.query.get('query')?.trim()) return { ...texts, noindex: true };
  const query = new URLSearchParams();
  const number = Number(page.query.get('page'));
  if (screen === 'companies' && Number.isSafeInteger(number) && number > 1) query.set('page', String(number));
  return {
    ...texts,
    canonical: pageAddress(origin, language, path, { query, edition }),
    alternates: editionPageAlternates(origin, path, query),
  };
}
