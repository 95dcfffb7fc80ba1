import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { dropAddressBoundTags, writeTitle } from './document-head';

/**
 * The shell's part of the head on every navigation: the site name goes back as the title (layout
 * effects run before any page's effects, so a page with its own title, use-page-head.ts, still
 * has the last word), and once the address is no longer the one the relay wrote the head for, the
 * tags only true of that address go (document-head.ts).
 */
export function useSiteTitle(path: string) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  const served = useRef<string | null>(address);
  useLayoutEffect(() => {
    void path;
    writeTitle(t('seo.site_name'));
  }, [path, t]);
  useLayoutEffect(() => {
    if (served.current === null || served.current === address) return;
    served.current = null;
    dropAddressBoundTags();
  }, [address]);
}
