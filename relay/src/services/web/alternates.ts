import {
  type Edition,
  editions,
  hreflangOf,
  type Language,
  languages,
  withLanguagePath,
} from '@talkhire/config';

/**
 * hreflang alternates of one page: each interface language, for each edition given (the job's own
 * edition, or every edition for a search, whose results depend on it), plus x-default in English.
 * The edition travels in `?country=`, which the app reads before its cookie.
 */
export function alternatesOf(
  origin: string,
  path: string,
  query: URLSearchParams,
  forEditions: readonly Edition[] = editions,
): { hreflang: string; href: string }[] {
  const withEdition = forEditions.length > 1;
  const links = forEditions.flatMap((edition) =>
    languages.map((language) => ({
      hreflang: hreflangOf(language, edition),
      href: pageUrl(origin, language.value, path, query, withEdition ? edition : undefined),
    })),
  );
  return [...links, { hreflang: 'x-default', href: pageUrl(origin, 'en', path, query) }];
}

/** An absolute page address: language prefix, path, then the query with the edition last. */
export function pageUrl(
  origin: string,
  language: Language['value'],
  path: string,
  query: URLSearchParams,
  edition?: Edition,
): string {
  const params = new URLSearchParams(query);
  params.delete('country');
  if (edition) params.set('country', edition.key);
  const search = params.toString();
  return `${origin}${encodeURI(withLanguagePath(language, path))}${search ? `?${search}` : ''}`;
}
