import type { RelayConfig } from '../../config/config';

const wildcardHosts = new Set(['0.0.0.0', '::']);

/**
 * The seeker site's origin, for links from the employer site back to it: PUBLIC_URL when set,
 * else this relay's own listener. A wildcard HOST is opened as 127.0.0.1, the seeker site's host
 * name (the employer site is `localhost`, so the two keep separate cookies).
 */
export function seekerSiteOf(
  config: Pick<RelayConfig, 'PUBLIC_URL' | 'HOST' | 'PORT'>,
  /** The port the relay actually listens on (PORT=0 picks one); null before it listens. */
  listeningPort: number | null,
): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const host = wildcardHosts.has(config.HOST) ? '127.0.0.1' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${listeningPort ?? config.PORT}`;
}
