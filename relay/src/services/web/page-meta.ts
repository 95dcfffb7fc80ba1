import {
  defaultEditionKey,
  type Edition,
  editionByKey,
  editionPageAlternates,
  isEditionKey,
  isSearchSlug,
  jobIdOfSlug,
  pageAddress,
  screenOfPath,
  splitLanguagePath,
} from '@talkhire/config';
import { translate } from '@talkhire/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicOrigin } from '../../http/public-origin';
import { companyPageMeta } from './company-page-meta';
import type { PageMeta } from './html-head';
import { jobPageMeta } from './job-page-meta';
import { editionName, type PageRequest } from './page-request';
import { landingMeta, screenMeta } from './screen-page-meta';
import { searchPageMeta } from './search-page-meta';

/**
 * The crawlable head of the page a URL names, with the title and description the app sets for
 * it: a job, a company, a job search, the home page, remote jobs, the companies list, or another
 * screen of the app; anything else is not found. The routes are matched as the app's router does
 * (a static route before a search slug: '/remote-jobs' is not a search for 'remote'). `status` is
 * the one the server render gave, when there was one: a screen that turned out not found (an
 * unknown My Jobs tab) or under maintenance is titled so. The language comes from the path prefix,
 * the edition from `?country=`, then the `country` cookie, as in the app.
 */
export async function pageMeta(
  services: Pick<FastifyInstance['services'], 'db' | 'config'>,
  request: FastifyRequest,
  status?: number,
): Promise<PageMeta> {
  const url = new URL(request.url, 'http://relay.invalid');
  const { language, rest } = splitLanguagePath(safeDecode(url.pathname));
  const page: PageRequest = {
    origin: publicOrigin(services.config, request),
    language,
    path: rest,
    query: url.searchParams,
    edition: editionOf(url.searchParams.get('country') ?? request.cookies?.country),
  };
  if (status === 503) return screenMeta(language, 'maintenance');
  const [first = '', second, ...more] = rest.split('/').filter(Boolean);
  if (first === 'job' && second !== undefined && more.length === 0) {
    const jobId = jobIdOfSlug(second);
    if (jobId !== null) return jobPageMeta(services.db, page, jobId);
  }
  if (status === 404) return screenMeta(language, 'not_found');
  const screen = screenOfPath(rest);
  if (screen === 'company' && second !== undefined) return companyPageMeta(services.db, page, second);
  if (screen === 'remote_jobs' || screen === 'companies') return landingMeta(page, screen);
  if (screen) return screenMeta(language, screen);
  if (first === '') return homeMeta(page);
  if (second === undefined && isSearchSlug(first)) return searchPageMeta(services.db, page, first);
  return screenMeta(language, 'not_found');
}

/** The home page: what it lists depends on the edition, so its address names it (page-address.ts). */
function homeMeta(page: PageRequest): PageMeta {
  return {
    ...homeTexts(page),
    canonical: pageAddress(page.origin, page.language, '/', { edition: page.edition }),
    alternates: editionPageAlternates(page.origin, '/', new URLSearchParams()),
  };
}

/** The site's tagline is the whole title, as the app's HomePage sets it. */
function homeTexts(page: PageRequest): PageMeta {
  const country = editionName(page.edition, page.language);
  return {
    language: page.language,
    title: translate(page.language, 'jobseeker', 'seo.home_title'),
    description: translate(page.language, 'jobseeker', 'seo.home_description', { country }),
  };
}

function editionOf(key: string | undefined): Edition {
  return editionByKey(isEditionKey(key) ? key : defaultEditionKey);
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
