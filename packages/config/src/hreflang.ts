import { type Edition, editionRegion } from './countries';
import type { Language } from './languages';

/**
 * The hreflang of a page in one interface language for one edition: the language (and script, for
 * Chinese) plus the edition's region, 'ja-PH' or 'zh-Hant-HK'; 'Others' has no region. 'pt-BR'
 * names a region of its own, which the edition's replaces. The crawlable pages and the sitemaps
 * both write it, and a search engine ignores alternates that do not agree.
 */
export function hreflangOf(language: Language, edition: Edition): string {
  const base = language.intl.split('-').filter((part) => part.length !== 2 || part === part.toLowerCase());
  const region = editionRegion(edition);
  return [...base, ...(region ? [region] : [])].join('-');
}
