import { type TWebsiteOutage, ZWebsiteOutage } from '@talkhire/contracts';
import { useEffect, useState } from 'react';
import { useApi } from '../api/api-context';

const recheckMs = 60_000;

/** Asks on load and every minute whether the site is under maintenance. */
export function useWebsiteOutage(language: string) {
  const api = useApi();
  const [outage, setOutage] = useState<TWebsiteOutage | null>(null);
  useEffect(() => {
    let stopped = false;
    const check = () =>
      api
        .get('/api/config/search/website-outage', ZWebsiteOutage, {
          query: { language_code: language },
          quiet: true,
        })
        .then((o) => !stopped && setOutage(o))
        .catch(() => undefined);
    void check();
    const timer = setInterval(check, recheckMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [api, language]);
  return outage;
}
