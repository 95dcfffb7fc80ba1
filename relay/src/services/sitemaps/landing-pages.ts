import { buildSearchVocabulary, type Edition, parseSearchUrl, toSearchUrl } from '@talkhire/config';
import { allLocations, optionLists, taxonomy } from '@talkhire/config/lists';
import { ZJobSearchRequest } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { searchJobs } from '../jobs';
import { hotJobTitles } from '../recommendation';
import { postedTitles, topLocations, topTitlesInLocations } from './top-searches';

/** A page of an edition that is not one job's: its path without the language prefix. */
export interface LandingPage {
  path: string;
  /** When the jobs it shows last changed, where that is known. */
  lastmod?: Date;
}

const vocabulary = buildSearchVocabulary({ locations: allLocations(), options: optionLists, taxonomy });

/** The home page, the search without a filter, the remote-jobs page and the companies list. */
const fixedPaths = ['/', `/${toSearchUrl({}, vocabulary)}`, '/remote-jobs', '/companies'];
/** Searches of each kind listed: the places, the hot titles, and titles in a place. */
const searchesPerKind = 20;

/** The most landing pages one edition lists: its first sitemap part keeps room for them. */
export const landingPagesMax = fixedPaths.length + 3 * searchesPerKind;

/**
 * An edition's landing pages, in spec §2's search URL forms: `jobs-in-{place}` for the places with
 * the most open jobs, `{title}-jobs` for the hot job titles (what the edition's seekers search
 * this week, topped up from the jobs, in the edition's SEO language), and
 * `{title}-jobs-in-{place}` for the titles posted most in one place. A hot title is listed only
 * when its page's own search finds jobs (a page that finds none is not indexed); a title some open
 * job carries finds that job, so only searched words that are no job's title are searched.
 */
export async function landingPages(db: Db, edition: Edition, lastmod: Date | null): Promise<LandingPage[]> {
  const language = edition.seoLanguage;
  const [places, hot, titledPlaces] = await Promise.all([
    topLocations(db, edition, searchesPerKind),
    hotJobTitles(db, searchesPerKind, { edition, language }),
    topTitlesInLocations(db, edition, searchesPerKind),
  ]);
  const searches: LandingPage[] = [
    ...places.map((place) => ({
      path: searchPath({ job_locations: [place.locationId] }),
      lastmod: place.lastmod,
    })),
  ];
  const hotTitles = hot.hot_job_titles.map((title) => title.value);
  const posted = await postedTitles(db, edition, hotTitles);
  for (const title of hotTitles) {
    const path = searchPath({ query: title });
    if (posted.has(title.toLowerCase()) || (await findsJobs(db, edition, path))) searches.push({ path });
  }
  searches.push(
    ...titledPlaces.map((found) => ({
      path: searchPath({ query: found.title, job_locations: [found.locationId] }),
      lastmod: found.lastmod,
    })),
  );
  // A title or place whose slug loses every letter writes a path already listed.
  const pages = new Map<string, LandingPage>();
  for (const path of fixedPaths) pages.set(path, { path, ...(lastmod ? { lastmod } : {}) });
  for (const page of searches) if (!pages.has(page.path)) pages.set(page.path, page);
  return [...pages.values()];
}

/** The path the app writes for a search. */
function searchPath(request: Parameters<typeof toSearchUrl>[0]): string {
  return `/${toSearchUrl(request, vocabulary)}`;
}

/** Runs the search the page at this path runs, as the crawlable page does. */
async function findsJobs(db: Db, edition: Edition, path: string): Promise<boolean> {
  const { request } = parseSearchUrl(path.slice(1), '', vocabulary);
  const parsed = ZJobSearchRequest.safeParse({ ...request, size: 1 });
  if (!parsed.success) return false;
  const result = await searchJobs(db, parsed.data, { edition, language: edition.seoLanguage });
  return result.total_num > 0;
}
