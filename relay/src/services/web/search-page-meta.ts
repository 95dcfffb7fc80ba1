import {
  buildSearchVocabulary,
  editionPageAlternates,
  type LanguageCode,
  languageByCode,
  pageAddress,
  parseSearchUrl,
  searchTitleKey,
  toSearchUrl,
} from '@talkhire/config';
import { allLocations, optionLists, taxonomy } from '@talkhire/config/lists';
import { type TJobSearchResult, ZJobSearchRequest } from '@talkhire/contracts';
import { translate } from '@talkhire/i18n';
import type { Db } from '../../db/database';
import { searchJobs } from '../jobs';
import type { PageMeta } from './html-head';
import { editionName, type PageRequest, withSiteName } from './page-request';

/**
 * A job search page: the same search the app runs for the URL, so the title names the query and
 * place, the description counts the jobs found, and the body links to them for crawlers. The
 * canonical address is the URL the app itself writes for that search, with its edition in
 * `?country=` (packages/config page-address.ts says why).
 */
export async function searchPageMeta(db: Db, page: PageRequest, slug: string): Promise<PageMeta> {
  const { language, edition } = page;
  const { request, unknown } = parseSearchUrl(slug, page.query, vocabulary);
  const parsed = ZJobSearchRequest.safeParse(request);
  // A page number or query beyond the contract's limits: the app shows its error; nothing to index.
  if (!parsed.success)
    return {
      language,
      title: withSiteName(
        language,
        searchHeading(language, undefined, undefined, editionName(edition, language)),
      ),
      noindex: true,
    };
  const result = await searchJobs(db, parsed.data, { edition, language });
  const locationId = request.job_locations?.length === 1 ? request.job_locations[0] : undefined;
  const location = allLocations().find((l) => l.id === locationId)?.value[language];
  const heading = searchHeading(language, request.query, location, editionName(edition, language));
  const pageSuffix =
    result.page > 1 ? ` · ${translate(language, 'jobseeker', 'seo.page', { page: result.page })}` : '';

  const [path = '', search = ''] = toSearchUrl(request, vocabulary).split('?');
  const query = new URLSearchParams(search);
  return {
    language,
    title: withSiteName(language, heading + pageSuffix),
    description: describe(language, result),
    canonical: pageAddress(page.origin, language, `/${path}`, { query, edition }),
    alternates: editionPageAlternates(page.origin, `/${path}`, query),
    noindex: unknown.length > 0 || result.total_num === 0,
  };
}

const vocabulary = buildSearchVocabulary({ locations: allLocations(), options: optionLists, taxonomy });

function searchHeading(
  language: LanguageCode,
  query: string | undefined,
  location: string | undefined,
  country: string,
): string {
  const key = searchTitleKey({ query, location });
  return translate(language, 'jobseeker', key, { query: query ?? '', location: location ?? '', country });
}

function describe(language: LanguageCode, result: TJobSearchResult): string {
  if (result.total_num === 0) return translate(language, 'jobseeker', 'seo.search_empty_description');
  const titles = [...new Set(result.jobs.map((j) => j.title))].slice(0, 3).join(', ');
  const count = new Intl.NumberFormat(languageByCode(language).intl).format(result.total_num);
  // "10,000+ open jobs": the search stopped counting at its cap (the web page says the same).
  if (result.total_is_capped)
    return translate(language, 'jobseeker', 'seo.search_description_capped', { number: count, titles });
  const form = new Intl.PluralRules(languageByCode(language).intl).select(result.total_num);
  const key = `seo.search_description_${form}`;
  const text = translate(language, 'jobseeker', key, { count, titles });
  return text === key
    ? translate(language, 'jobseeker', 'seo.search_description_other', { count, titles })
    : text;
}
