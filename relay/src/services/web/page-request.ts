import {
  type Edition,
  editionCountryName,
  type LanguageCode,
  languageByCode,
  type TextLookup,
  withSiteName as titleWithSiteName,
} from '@talkhire/config';
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

/** The seeker site's texts in one language, as the app's `t` reads them (packages/config page-heads). */
export function textsIn(language: LanguageCode): TextLookup {
  return (key, values) => translate(language, 'jobseeker', key, values);
}

export function withSiteName(language: LanguageCode, title: string): string {
  return titleWithSiteName(textsIn(language), title);
}

/** The country name of an edition in the reader's language ('Others' has its own label). */
export function editionName(edition: Edition, language: LanguageCode): string {
  return (
    editionCountryName(edition, languageByCode(language).intl) ??
    translate(language, 'jobseeker', 'seo.worldwide')
  );
}
