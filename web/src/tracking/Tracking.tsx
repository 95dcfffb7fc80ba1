import type { LanguageCode } from '@talkhire/config';
import { type ComponentType, useEffect, useState } from 'react';
import type { FirstPage } from './landing';

type Root = ComponentType<{ language: LanguageCode; firstPage: FirstPage }>;

/**
 * The site's tracking, out of the public pages' first scripts: once the page is hydrated it loads
 * its own chunk (TrackingRoot: the tracker, the consent bar, page views). Renders nothing on the
 * server and until then, so hydration matches.
 */
export function Tracking({ language }: { language: LanguageCode }) {
  const [loaded, setLoaded] = useState<{ Root: Root; firstPage: FirstPage } | null>(null);
  useEffect(() => {
    const firstPage = { pathname: location.pathname, search: location.search, referrer: document.referrer };
    void import('./TrackingRoot').then(({ TrackingRoot }) => setLoaded({ Root: TrackingRoot, firstPage }));
  }, []);
  return loaded ? <loaded.Root language={language} firstPage={loaded.firstPage} /> : null;
}
