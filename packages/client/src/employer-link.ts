import type { EditionKey, LanguageCode } from '@talkhire/config';

/**
 * Spec §2: {employer host}/{path}?country&lang; with a hand-off ticket,
 * {employer host}/keep-login?country&lang&sessionid&redirect={path}, the redirect empty for 'boss'.
 * The ticket is one-time and short-lived, never the session itself.
 */
export function employerLink(options: {
  host: string;
  path: string;
  country: EditionKey;
  language: LanguageCode;
  ticket?: string | undefined;
}): string {
  const host = options.host.replace(/\/+$/, '');
  const path = options.path.replace(/^\/+/, '');
  if (options.ticket) {
    const params = new URLSearchParams({
      country: options.country,
      lang: options.language,
      sessionid: options.ticket,
      redirect: path === 'boss' ? '' : `/${path}`,
    });
    return `${host}/keep-login?${params}`;
  }
  return `${host}/${path}?${new URLSearchParams({ country: options.country, lang: options.language })}`;
}
