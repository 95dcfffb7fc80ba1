import type { RelayConfig } from '../config/config';

/**
 * Fastify's trustProxy from TRUST_PROXY: a hop count trusts that many proxies nearest the relay
 * (counted as proxy-addr counts them: the socket's peer is hop 0), a list trusts those addresses
 * and ranges, 0 trusts none. Never everyone: a client could then name its own address.
 */
export function trustedProxies(setting: RelayConfig['TRUST_PROXY']) {
  if (Array.isArray(setting)) return setting;
  return setting === 0 ? false : (_address: string, hop: number) => hop < setting;
}
