import { type Edition, editionByKey, editions } from './countries';
import { hreflangOf } from './hreflang';
import { type LanguageCode, languages, withLanguagePath } from './languages';

/**
 * How a page's address names its language and edition: one rule for the canonical link and the
 * hreflang alternates the relay writes in a page's head and for the sitemaps, because a search
 * engine ignores alternates that disagree, and Lighthouse fails a canonical that is another
 * alternate than the page's own ("points to another hreflang location").
 *
 * - The language is the path prefix ('/ja/…'; English has none), as the app routes.
 * - A page whose content depends on the edition (home, searches, remote jobs, the companies list)
 *   names it last in the query, `?country={key}`, for every edition, the default 'ph' too: an
 *   indexable address then shows the same jobs to every visitor, since the app reads `?country=`
 *   before its cookie.
 * - A page of one edition (a job, a company) names none: its id says which.
 * - An address without `?country=` shows the visitor's edition (cookie, else 'ph'). It is never an
 *   alternate; its canonical names the edition it showed. So every page's canonical is its own
 *   alternate, and x-default (for readers no language or region matches) is the worldwide edition
 *   ('Others') in English, not the cookie-dependent bare address.
 */
export interface Alternate {
  hreflang: string;
  href: string;
}

/** The edition x-default names: 'Others', the one that is no country's. */
export const worldwideEdition = editionByKey('com');

/** An absolute page address: origin, language prefix, the path encoded, the query, the edition last. */
export function pageAddress(
  origin: string,
  language: LanguageCode,
  path: string,
  options: { query?: URLSearchParams; edition?: Edition | undefined } = {},
): string {
  const address = `${origin}${encodeURI(withLanguagePath(language, path))}`;
  // A sitemap part names a dozen addresses for each of 35,000 jobs, none with a query.
  if (!options.query && !options.edition) return address;
  const params = new URLSearchParams(options.query);
  params.delete('country');
  if (options.edition) params.set('country', options.edition.key);
  const search = params.toString();
  return search ? `${address}?${search}` : address;
}

/**
 * The alternates of a page that depends on the edition: each interface language in each edition
 * given (every edition for a page's head; the sitemap of one edition names its own), with
 * `?country=`, and x-default.
 */
export function editionPageAlternates(
  origin: string,
  path: string,
  query: URLSearchParams,
  forEditions: readonly Edition[] = editions,
): Alternate[] {
  const links = forEditions.flatMap((edition) =>
    hreflangsOf(edition).map(({ language, hreflang }) => ({
      hreflang,
      href: pageAddress(origin, language, path, { query, edition }),
    })),
  );
  const fallback = pageAddress(origin, 'en', path, { query, edition: worldwideEdition });
  return [...links, { hreflang: 'x-default', href: fallback }];
}

/**
 * The alternates of a page of one edition (a job, a company): the interface languages in that
 * edition, without `?country=`, and x-default in English. An unknown edition has x-default alone.
 */
export function editionOwnedAlternates(
  origin: string,
  path: string,
  edition: Edition | undefined,
): Alternate[] {
  const links = edition
    ? hreflangsOf(edition).map(({ language, hreflang }) => ({
        hreflang,
        href: pageAddress(origin, language, path),
      }))
    : [];
  return [...links, { hreflang: 'x-default', href: pageAddress(origin, 'en', path) }];
}

/** Worked out once per edition: a sitemap part names them for 35,000 jobs. */
const hreflangs = new Map<Edition, { language: LanguageCode; hreflang: string }[]>();

function hreflangsOf(edition: Edition): { language: LanguageCode; hreflang: string }[] {
  let found = hreflangs.get(edition);
  if (!found) {
    found = languages.map((language) => ({
      language: language.value,
      hreflang: hreflangOf(language, edition),
    }));
    hreflangs.set(edition, found);
  }
  return found;
}
