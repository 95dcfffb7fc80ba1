import type { FastifyCookieOptions } from '@fastify/cookie';
import { isUnsafeText } from '@talkhire/contracts';

/**
 * @fastify/cookie's options: values are percent-decoded as usual, except that one holding text
 * the database cannot keep (`uuid=%00`) reads as absent. Cookie values reach SQL (the device uuid
 * of a new session), yet our cookies are ASCII tokens, so such a value was never ours; refusing
 * the request instead would lock that browser out of every page until the cookie is cleared.
 */
export const cookieOptions: FastifyCookieOptions = {
  // The plugin's types call these serialize options, but it hands them to the cookie parser,
  // which reads `decode` and stores whatever it returns, undefined included.
  parseOptions: { decode: decodeCookieValue } as unknown as FastifyCookieOptions['parseOptions'],
};

export function decodeCookieValue(value: string): string | undefined {
  let decoded = value;
  if (value.includes('%')) {
    try {
      decoded = decodeURIComponent(value);
    } catch {
      // Not valid percent-encoding: kept as it came, as the parser's own decoder does.
    }
  }
  return isUnsafeText(decoded) ? undefined : decoded;
}
