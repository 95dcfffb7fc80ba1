import type { LanguageCode } from '@talkhire/config';

/**
 * How the relay asks the web's server entry for a page (issue 12: server rendering), and what it
 * gets back. The relay owns HTTP (status, headers, the head, compression); the web owns the markup.
 */
export interface PageRenderRequest {
  /** The page's path and query, as asked. */
  url: string;
  /** The visitor's Cookie header: the page renders as they will see it. */
  cookies: string;
  /** Calls the relay's API in process (a path such as '/api/…'), with the visitor's cookies. */
  fetch: typeof fetch;
}

export interface PageRenderResult {
  status: number;
  /**
   * Where the page sends its visitor instead of showing itself (a signed-in page asked for by a
   * guest goes to get started): the relay answers a redirect there.
   */
  redirect?: string;
  language: LanguageCode;
  /** The page's markup, for inside the root element. */
  html: string;
  /** JSON the browser reads before hydrating: the query cache and the render moment. */
  state: string;
  /** Source modules of the matched routes, for preloading their chunks from Vite's manifest. */
  modules: string[];
  /**
   * Which browser build hydrates the page: 'public' (a public page, issue 12: public.html, the
   * build without the router and i18next) or 'app' (index.html, the whole single-page app).
   */
  runtime: 'public' | 'app';
}

export type RenderPage = (request: PageRenderRequest) => Promise<PageRenderResult>;
