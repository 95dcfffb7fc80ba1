import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The tab's title for a page that has one: '{title} | Talkhire', as the relay writes it for
 * crawlers, so a page reads the same before and after the app starts.
 */
export function useDocumentTitle(title: string | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    if (title) document.title = `${title} | ${t('seo.site_name')}`;
  }, [title, t]);
}

/**
 * The shell puts the site name back on every navigation. Layout effects run before any page's
 * effects, so a page with its own title still has the last word.
 */
export function useSiteTitle(path: string) {
  const { t } = useTranslation();
  useLayoutEffect(() => {
    void path;
    document.title = t('seo.site_name');
  }, [path, t]);
}
