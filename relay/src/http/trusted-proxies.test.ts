import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig, type RelayConfig } from '../config/config';
import { trustedProxies } from './trusted-proxies';

/** The address the relay counts attempts under, for a request arriving from 127.0.0.1. */
async function clientAddress(trustProxy: RelayConfig['TRUST_PROXY'], forwardedFor: string) {
  const app = Fastify({ trustProxy: trustedProxies(trustProxy) });
  app.get('/address', async (request) => ({ ip: request.ip }));
  const res = await app.inject({ url: '/address', headers: { 'x-forwarded-for': forwardedFor } });
  await app.close();
  return res.json().ip as string;
}

describe('the client address behind proxies (TRUST_PROXY)', () => {
  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, never as trust-everyone', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await clientAddress(0, '203.0.113.7')).toBe('127.0.0.1');
  });

  it('takes the address the trusted proxy saw, not one the client wrote in front of it', async () => {
    // The client sent 'X-Forwarded-For: 6.6.6.6'; the one proxy appended the address it saw.
    expect(await clientAddress(1, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddress(['127.0.0.1'], '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    // Behind two proxies the second one's view counts.
    expect(await clientAddress(2, '6.6.6.6, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
    expect(await clientAddress(['127.0.0.1', '10.0.0.0/8'], '6.6.6.6, 203.0.113.7, 10.0.0.2')).toBe(
      '203.0.113.7',
    );
  });
});
