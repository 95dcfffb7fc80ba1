import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/** What the tab and search engines show of a page. */
export interface PageHead {
  /** The page's own title: the site name follows it ('Chat | Talkhire') unless `full`. */
  title: string;
  /** The title is the whole of it (the home page's tagline names the site itself). */
  full?: boolean;
  /**
   * The `<meta name="description">`. Null: the page has none, and the tag goes (the relay writes
   * none either). Absent: not known yet (a search still running), the last one stays.
   */
  description?: string | null;
}

/** The screens that have their own texts in `seo.pages` (packages/i18n, seo.json). */
export type Screen =
  | 'get_started'
  | 'change_password'
  | 'magic_link'
  | 'login_redirect'
  | 'qr_login'
  | 'verify_email'
  | 'apply_success'
  | 'applied_jobs'
  | 'chat'
  | 'companies'
  | 'company'
  | 'block_company'
  | 'my_jobs'
  | 'complete_profile'
  | 'remote_jobs'
  | 'job_alerts'
  | 'unsubscribe'
  | 'not_found'
  | 'maintenance';

/**
 * Writes the page's title and description once they are known (undefined while the page loads:
 * the last ones stay). Only in an effect, so the server's render and the browser's first one are
 * the same; for the pages the relay writes a head for (home, searches, jobs) the texts and the
 * '{title} | Talkhire' form are the relay's, so nothing changes when the app starts. It runs again
 * on every new path, after the shell has put the bare site name back (useSiteTitle).
 */
export function usePageHead(head: PageHead | undefined) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = head && (head.full ? head.title : `${head.title} | ${t('seo.site_name')}`);
  const description = head?.description;
  useEffect(() => {
    void pathname;
    if (title === undefined) return;
    document.title = title;
    writeDescription(description);
  }, [title, description, pathname]);
}

/** A screen's head from its texts (`seo.pages.{screen}.title` and `.description`). */
export function useScreenHead(screen: Screen | undefined, values?: Record<string, string>) {
  const { t } = useTranslation();
  usePageHead(
    screen && {
      title: t(`seo.pages.${screen}.title`, values),
      description: t(`seo.pages.${screen}.description`, values),
    },
  );
}

function writeDescription(text: string | null | undefined) {
  if (text === undefined) return;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (text === null) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = text;
}
