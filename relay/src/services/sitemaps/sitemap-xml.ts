import type { SitemapUrl } from './sitemap-urls';

/** The start of a sitemap: the protocol's namespace, and XHTML's for the hreflang links. */
export const urlsetStart =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const urlsetEnd = '</urlset>\n';

/** One `<url>` with its `lastmod` and an `xhtml:link rel="alternate"` per language. */
export function urlXml(url: SitemapUrl): string {
  const links = url.alternates
    .map(
      (a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`,
    )
    .join('');
  const lastmod = url.lastmod ? `<lastmod>${w3cDatetime(url.lastmod)}</lastmod>` : '';
  return `<url><loc>${escapeXml(url.loc)}</loc>${lastmod}${links}</url>\n`;
}

/** The sitemap index: one `<sitemap>` per file, with when its newest entry changed. */
export function sitemapIndexXml(sitemaps: { loc: string; lastmod: Date | null }[]): string {
  const entries = sitemaps.map(
    (s) =>
      `<sitemap><loc>${escapeXml(s.loc)}</loc>${s.lastmod ? `<lastmod>${w3cDatetime(s.lastmod)}</lastmod>` : ''}</sitemap>\n`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${entries.join('')}</sitemapindex>\n`
  );
}

/** Whole seconds in UTC: the W3C Datetime form the protocol names, without needless digits. */
function w3cDatetime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** Most text has nothing to escape: testing first spares the replace on every address. */
function escapeXml(text: string): string {
  return xmlSpecial.test(text) ? text.replace(/[&<>"']/g, (c) => xmlEntities[c] ?? c) : text;
}

const xmlSpecial = /[&<>"']/;

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
