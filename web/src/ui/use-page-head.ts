import { type PageTexts, type Screen, screenTexts, withSiteName } from '@talkhire/config';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { writeDescription, writeTitle } from './document-head';

export type { Screen } from '@talkhire/config';

/** What the tab and search engines show of a page. */
export interface PageHead {
  /** The page's own title: the site name follows it ('Chat | Talkhire') unless `full`. */
  title: string;
  /** The title is the whole of it (the home page's tagline names the site itself; texts built whole). */
  full?: boolean;
  /**
   * The `<meta name="description">`. Null: the page has none, and the tag goes (the relay writes
   * none either). Absent: not known yet (a search still running), the last one stays.
   */
  description?: string | null;
}

/**
 * Writes the page's title and description, and their og: copies, once they are known (undefined
 * while the page loads: the last ones stay). Only in an effect, so the server's render and the
 * browser's first one are the same; for the pages the relay writes a head for, the texts are the
 * relay's (packages/config page-heads.ts, the same `seo.*` texts), so nothing changes when the
 * app starts. It runs again on every new path, after the shell has put the bare site name back
 * (useSiteTitle).
 */
export function usePageHead(head: PageHead | undefined) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = head && (head.full ? head.title : withSiteName(t, head.title));
  const description = head?.description;
  useEffect(() => {
    void pathname;
    if (title === undefined) return;
    writeTitle(title);
    writeDescription(description);
  }, [title, description, pathname]);
}

/** A screen's head from its texts (`seo.pages.{screen}.title` and `.description`). */
export function useScreenHead(screen: Screen | undefined, values?: Record<string, string>) {
  const { t } = useTranslation();
  usePageHead(screen && whole(screenTexts(t, screen, values)));
}

/** Texts built whole in packages/config (a screen's, a job's, a company's), as a page head. */
export function whole(texts: PageTexts): PageHead {
  return { ...texts, full: true };
}
