import { languages, withLanguagePath } from '@talkhire/config';
import { endpoints } from '@talkhire/contracts';

/** Paths served by the relay itself, never pages: the API, the developer and operations tools. */
const serviceAreas = ['/api/', '/dev/', '/ops/', '/sandbox-oidc/', '/keep-login'];

/**
 * Pages that are someone's own or carry a one-time token: the signed-in areas (chat, My Jobs,
 * applied jobs, account settings), the profile wizard, and the sign-in hand-offs. Each is also
 * served under every language prefix.
 */
const privatePages = [
  '/chat',
  '/my-jobs',
  '/profile',
  '/applied-jobs',
  '/account-settings',
  '/jobseeker-complete-profile',
  '/onsite-job',
  '/get-started',
  '/change-password',
  '/magic-link',
  '/qr-login',
  '/jobseeker-login-redirect',
  '/verify-email',
  '/job-alert',
];

/**
 * robots.txt: everything public may be crawled; the service areas and private pages may not.
 * Rules match by prefix and the longest rule wins (RFC 9309), so each private page also allows
 * its name followed by '-': '/chat' must not shut out the search '/chat-support-jobs'. The
 * sitemap index is named by its absolute address, as the protocol asks.
 */
export function robotsTxt(origin: string): string {
  const pageRules = languages.flatMap((language) =>
    privatePages.flatMap((page) => {
      const path = withLanguagePath(language.value, page);
      return [`Disallow: ${path}`, `Allow: ${path}-`];
    }),
  );
  const applied = languages.map(
    (language) => `Disallow: ${withLanguagePath(language.value, '/job/*/apply/')}`,
  );
  return [
    'User-agent: *',
    'Allow: /',
    ...serviceAreas.map((area) => `Disallow: ${area}`),
    ...applied,
    ...pageRules,
    '',
    `Sitemap: ${origin}${endpoints.sitemaps.sitemapIndex.path}`,
    '',
  ].join('\n');
}

/**
 * The employer (Boss) site's robots.txt: every page of it is a signed-in console, nothing for a
 * search engine, and its sign-in page must not be listed under the seeker site's name.
 */
export const employerRobotsTxt = ['User-agent: *', 'Disallow: /', ''].join('\n');
