import {
  companyIdOfSlug,
  companyPath,
  companyTexts,
  editionById,
  editionOwnedAlternates,
  pageAddress,
} from '@talkhire/config';
import type { Db } from '../../db/database';
import { readCompanyPageCard } from '../companies';
import type { PageMeta } from './html-head';
import { type PageRequest, textsIn } from './page-request';
import { screenMeta } from './screen-page-meta';

/**
 * A company page (`/company/{name-slug}-{id}`): the title and description the app sets, from the
 * company's name, industry, place and size in the page's language; the canonical address with the
 * name's slug and no tab (the tabs are views of one page); the page in every language of the
 * company's edition. An unknown company is the not-found page.
 */
export async function companyPageMeta(db: Db, page: PageRequest, slug: string): Promise<PageMeta> {
  const { language } = page;
  const id = companyIdOfSlug(slug);
  const company = id === null ? null : await readCompanyPageCard(db, id, language);
  if (!company) return screenMeta(language, 'not_found');
  const path = companyPath('en', company.card);
  return {
    language,
    ...companyTexts(textsIn(language), company.card),
    canonical: pageAddress(page.origin, language, path),
    alternates: editionOwnedAlternates(page.origin, path, editionById(company.editionId)),
  };
}
