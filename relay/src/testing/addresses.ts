import { randomInt } from 'node:crypto';

// A random start, so test files sharing one PostgreSQL (the services suite) never share an address.
let addresses = randomInt(1, 1 << 22);

/** A network address of its own per test, so the per-address rate limits of one test don't leak. */
export function newAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}
