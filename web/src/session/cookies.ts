import { cookieLifetimeMs } from '@talkhire/config';

/**
 * Readable cookies only: the session itself is HttpOnly and never visible here. The server
 * rendering a page reads the same cookies from the request's header.
 */
export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of cookies.split(/;\s*/)) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return undefined;
}

export function writeCookie(name: string, value: string, lifetimeMs = cookieLifetimeMs): void {
  const expires = new Date(Date.now() + lifetimeMs).toUTCString();
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function clearCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}
