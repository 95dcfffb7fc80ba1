import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost parameters; stored with every hash so they can be raised without breaking old ones. */
const cost = { N: 16384, r: 8, p: 1 };
const saltBytes = 16;
const keyBytes = 64;

/** `scrypt$N$r$p$<salt>$<hash>`, both base64url. */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(saltBytes);
  const hash = await derive(plain, salt, keyBytes, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

let standIn: Promise<string> | undefined;
/**
 * A hash no password matches: checked when an address has no account, so an unknown address
 * costs the same scrypt work as a wrong password and timing tells nothing.
 */
export function standInPasswordHash(): Promise<string> {
  standIn ??= hashPassword('no account has this password');
  return standIn;
}

/** False for a wrong password and for anything that is not a hash this module wrote. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return false;
  // Hashes from outside could carry costs that would tie up the event loop; only ours are accepted.
  if (N > 1 << 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await derive(plain, salt, expected.length, { N, r, p });
  return timingSafeEqual(actual, expected);
}

function derive(plain: string, salt: Buffer, length: number, params: { N: number; r: number; p: number }) {
  return new Promise<Buffer>((resolve, reject) => {
    // scrypt needs about 128·N·r·p bytes; the default limit (32 MiB) would refuse the larger accepted costs.
    const maxmem = 128 * params.N * params.r * params.p + 16 * 1024 * 1024;
    // NFKC: the same password typed on different keyboards (full-width digits, composed accents) matches.
    scrypt(plain.normalize('NFKC'), salt, length, { ...params, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
