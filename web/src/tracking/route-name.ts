import { screenOfPath, splitLanguagePath } from '@talkhire/config';

/**
 * The name of the route a path shows, for an event's `page`: never the path itself, whose search
 * slug or query could hold what a person typed ('/nurse-jobs-in-cebu', '?query=…').
 */
export function routeName(pathname: string): string {
  const { rest } = splitLanguagePath(pathname);
  const path = rest.replace(/^\/+|\/+$/g, '');
  if (path === '') return 'home';
  const screen = screenOfPath(`/${path}`);
  if (screen) return screen;
  if (/^job\/[^/]+$/.test(path)) return 'job_detail';
  if (/^job\/[^/]+\/apply/.test(path)) return 'apply';
  if (path.startsWith('account-settings/')) return 'account_settings';
  // What is left is a search slug ('job-search', '{query}-jobs…') or an unknown address.
  return path === 'job-search' || /-jobs(-in-|$)/.test(path) ? 'job_search' : 'other';
}
