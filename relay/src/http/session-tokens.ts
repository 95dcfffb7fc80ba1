import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens, one-time tickets, QR and magic-link tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored: a leaked database row cannot be replayed as a cookie or a link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
