import { endpoints } from '@talkhire/contracts';
import { useEffect, useState } from 'react';
import { useBossApi } from './boss-api';

/**
 * The seeker site's origin, as the relay serving this console knows it (PUBLIC_URL, its port):
 * a build-time value could not follow a relay started on another port. null until it answers.
 */
export function useSeekerSite(): string | null {
  const api = useBossApi();
  const [site, setSite] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.call(endpoints.bossConsole.seekerSite, {}, { signal: controller.signal, quiet: true }).then(
      ({ seeker_site }) => setSite(seeker_site),
      () => undefined,
    );
    return () => controller.abort();
  }, [api]);
  return site;
}
