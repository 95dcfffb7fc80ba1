import type { TSocialProvider } from '@talkhire/contracts';
import { type CryptoKey, calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/**
 * One RS256 key per provider, generated on first use and kept for the life of the process: the
 * sandbox publishes it at /jwks like a real provider. Keys are not shared between relay
 * processes, so behind a load balancer the token and JWKS requests of one sign-in must reach the
 * same relay; the default (the relay's own sandbox) does both in-process.
 */
export function createSigningKeys(): (provider: TSocialProvider) => Promise<SigningKey> {
  const keys = new Map<TSocialProvider, Promise<SigningKey>>();
  return (provider) => {
    let key = keys.get(provider);
    if (!key) {
      key = generate();
      keys.set(provider, key);
    }
    return key;
  };
}

async function generate(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { modulusLength: 2048 });
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { kid, privateKey, publicJwk: { ...jwk, kid, alg: 'RS256', use: 'sig' } };
}
