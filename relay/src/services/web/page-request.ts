import { type Edition, editionCountryName, type LanguageCode, languageByCode } from '@talkhire/config';
import { translate } from '@talkhire/i18n';

/** One page asked for: where the site lives, the page's language, path, query and edition. */
export interface PageRequest {
  origin: string;
  language: LanguageCode;
  /** The path without its language prefix. */
  path: string;
  query: URLSearchParams;
  edition: Edition;
}

export function siteName(language: LanguageCode): string {
  return translate(language, 'jobseeker', 'seo.site_name');
}

export function withSiteName(language: LanguageCode, title: string): string {
  return `${title} | ${siteName(language)}`;
}

/** The country name of an edition in the reader's language ('Others' has its own label). */
export function editionName(edition: Edition, language: LanguageCode): string {
  return (
    editionCountryName(edition, languageByCode(language).intl) ??
    translate(language, 'jobseeker', 'seo.worldwide')
  );
}
