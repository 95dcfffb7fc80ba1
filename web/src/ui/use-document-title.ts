import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The shell puts the site name back on every navigation. Layout effects run before any page's
 * effects, so a page with its own title (use-page-head.ts) still has the last word.
 */
export function useSiteTitle(path: string) {
  const { t } = useTranslation();
  useLayoutEffect(() => {
    void path;
    document.title = t('seo.site_name');
  }, [path, t]);
}
