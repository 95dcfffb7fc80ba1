import { type LanguageCode, languageByCode } from '@talkhire/config';

/** What a crawler reads of one page before any script runs. */
export interface PageMeta {
  language: LanguageCode;
  title: string;
  description?: string;
  /** Absolute URL; absent on pages that should not be indexed under their own address. */
  canonical?: string;
  alternates?: { hreflang: string; href: string }[];
  /** schema.org objects, each written as one JSON-LD script. */
  structuredData?: object[];
  noindex?: boolean;
}

/** The page as the web's server entry rendered it, for inside the root element. */
export interface RenderedBody {
  html: string;
  /** JSON for the browser, read before hydrating. */
  state: string;
  /** Links to what the page's first render needs: its route chunks and styles. */
  preloadTags: string[];
}

/**
 * Writes the page's head into the built index.html: language and direction on <html>, the title,
 * the description, canonical and hreflang links and JSON-LD, so the page is crawlable without
 * JavaScript. Everything written is escaped; JSON-LD cannot close its own script tag.
 */
export function renderPage(template: string, meta: PageMeta, body?: RenderedBody): string {
  const language = languageByCode(meta.language);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    meta.description && `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.noindex && '<meta name="robots" content="noindex" />',
    meta.canonical && `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    ...(meta.alternates ?? []).map(
      (a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}" />`,
    ),
    meta.description && `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    meta.canonical && `<meta property="og:url" content="${escapeHtml(meta.canonical)}" />`,
    ...(meta.structuredData ?? []).map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
    ...(body?.preloadTags ?? []),
  ].filter(Boolean);
  // A data block: CSP does not govern it, and `<` is escaped so no text inside can close it.
  const root = body
    ? `<div id="root">${body.html}</div><script type="application/json" id="talkhire-state">${body.state.replace(/</g, '\\u003c')}</script>`
    : '<div id="root"></div>';
  return template
    .replace(/<html[^>]*>/, `<html lang="${language.alias}" dir="${language.dir}">`)
    .replace(/<title>[^<]*<\/title>/, () => tags.join('\n    '))
    .replace('<div id="root"></div>', () => root);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEntities[c] ?? c);
}

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `<` and the line separators JSON allows but scripts do not are written as escapes. */
function jsonForScript(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
