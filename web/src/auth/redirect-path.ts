/**
 * The get-started `redirect` as a path of this site, for links the relay mails or starts
 * (magic link, social login), whose contracts take paths only. Anything aimed elsewhere is dropped;
 * the page that finishes the sign-in applies spec §4's rule to it again.
 */
export function redirectPath(redirect: string | null, ownOrigin: string): string | null {
  if (!redirect) return null;
  let url: URL;
  try {
    url = new URL(redirect, ownOrigin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(ownOrigin).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
