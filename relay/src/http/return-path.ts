/**
 * Where to send someone back to after a round trip elsewhere (a sign-in, an identity login), as a
 * path on this site, or null. Absolute URLs count only when they point at this site's own origin
 * (then their path is kept): a return must never end on someone else's page (open redirect).
 */
export function safeReturnPath(redirect: string | undefined, ownOrigin: string): string | null {
  if (!redirect || redirect.length > 2000) return null;
  const trimmed = redirect.trim();
  const relative = trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\');
  if (!relative && !/^https?:\/\//i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed, ownOrigin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(ownOrigin).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
