import {
  type Edition,
  hreflangOf,
  jobPath,
  type LanguageCode,
  languages,
  withLanguagePath,
} from '@talkhire/config';
import type { LandingPage } from './landing-pages';
import type { OpenJobPage } from './open-jobs';

/** One `<url>` of a sitemap: the page, when it last changed, and its address in every language. */
export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
  alternates: { hreflang: string; href: string }[];
}

/**
 * Job pages of an edition, each listed in the edition's SEO language with the alternates its own
 * head names: the ten languages for the job's edition and x-default in English, at the same
 * addresses (`/{lang}/job/{title-slug}-{id}`), without `?country=` (a job has one edition). What
 * is the same for every job of the edition is worked out once: a part writes 35,000 of them.
 */
export function jobPageUrls(origin: string, edition: Edition): (job: OpenJobPage) => SitemapUrl {
  const links = hreflangsOf(edition);
  return (job) => {
    // The path is the same in every language but for its prefix: slugged and encoded once.
    const path = encodeURI(jobPath('en', job));
    const href = (language: LanguageCode) => `${origin}${withLanguagePath(language, path)}`;
    return {
      loc: href(edition.seoLanguage),
      lastmod: job.updatedAt,
      alternates: [
        ...links.map(({ language, hreflang }) => ({ hreflang, href: href(language) })),
        { hreflang: 'x-default', href: href('en') },
      ],
    };
  };
}

/**
 * A landing page of an edition: what it shows depends on the edition, so each address carries it
 * in `?country=`, which the app reads before its cookie; x-default is the English page without it.
 */
export function landingPageUrl(origin: string, edition: Edition, page: LandingPage): SitemapUrl {
  const path = encodeURI(page.path);
  const href = (language: LanguageCode, withEdition: boolean) =>
    `${origin}${withLanguagePath(language, path)}${withEdition ? `?country=${edition.key}` : ''}`;
  return {
    loc: href(edition.seoLanguage, true),
    ...(page.lastmod ? { lastmod: page.lastmod } : {}),
    alternates: [
      ...hreflangsOf(edition).map(({ language, hreflang }) => ({ hreflang, href: href(language, true) })),
      { hreflang: 'x-default', href: href('en', false) },
    ],
  };
}

function hreflangsOf(edition: Edition): { language: LanguageCode; hreflang: string }[] {
  return languages.map((language) => ({ language: language.value, hreflang: hreflangOf(language, edition) }));
}
