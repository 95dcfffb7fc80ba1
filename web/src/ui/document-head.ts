/**
 * The head tags the app keeps in step with the page on screen. The relay writes the first page's
 * head (relay/src/services/web/html-head.ts); these change it in the browser only, from effects.
 */

/** The tab's title and og:title, which the relay writes as the same text. */
export function writeTitle(title: string) {
  document.title = title;
  writeMeta('property', 'og:title', title);
}

/** The description and og:description; null removes both (a page without one), undefined keeps them. */
export function writeDescription(text: string | null | undefined) {
  if (text === undefined) return;
  writeMeta('name', 'description', text);
  writeMeta('property', 'og:description', text);
}

/**
 * Tags that are true of the address the relay was asked for and no other: the canonical link, the
 * hreflang alternates, og:url, robots and JSON-LD (a job's JobPosting). The app cannot rebuild
 * them for the next page (they need the relay's public origin, a search's canonical form, the
 * alternates of every edition, whether a job is indexed), and nothing needs them after the first
 * page: crawlers and link previews read each address from the relay. So they go once the app
 * shows another address, rather than stay and describe the wrong page.
 */
const addressBound = [
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'meta[property="og:url"]',
  'meta[name="robots"]',
  'script[type="application/ld+json"]',
].join(',');

export function dropAddressBoundTags() {
  for (const tag of document.head.querySelectorAll(addressBound)) tag.remove();
}

function writeMeta(attribute: 'name' | 'property', key: string, content: string | null) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.content = content;
}
