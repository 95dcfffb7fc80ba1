import {
  defaultEditionKey,
  type Edition,
  editionByKey,
  isEditionKey,
  isSearchSlug,
  jobIdOfSlug,
  splitLanguagePath,
} from '@talkhire/config';
import { translate } from '@talkhire/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicOrigin } from '../../http/public-origin';
import { alternatesOf, pageUrl } from './alternates';
import type { PageMeta } from './html-head';
import { jobPageMeta } from './job-page-meta';
import { editionName, type PageRequest, siteName } from './page-request';
import { searchPageMeta } from './search-page-meta';

/**
 * The crawlable head of the page a URL names: a job, a job search, the home page, or (for every
 * other client route) the site title alone. The language comes from the path prefix, the edition
 * from `?country=`, then the `country` cookie, as in the app.
 */
export async function pageMeta(
  services: Pick<FastifyInstance['services'], 'db' | 'config'>,
  request: FastifyRequest,
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
  const [first = '', second, ...more] = rest.split('/').filter(Boolean);
  if (first === 'job' && second !== undefined && more.length === 0) {
    const jobId = jobIdOfSlug(second);
    if (jobId !== null) return jobPageMeta(services.db, page, jobId);
  }
  if (second === undefined && first !== '' && isSearchSlug(first))
    return searchPageMeta(services.db, page, first);
  if (first === '') return homeMeta(page);
  return { language, title: siteName(language) };
}

function homeMeta(page: PageRequest): PageMeta {
  const country = editionName(page.edition, page.language);
  return {
    language: page.language,
    title: translate(page.language, 'jobseeker', 'seo.home_title'),
    description: translate(page.language, 'jobseeker', 'seo.home_description', { country }),
    canonical: pageUrl(page.origin, page.language, '/', new URLSearchParams(), page.edition),
    alternates: alternatesOf(page.origin, '/', new URLSearchParams()),
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
