import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderResult, RenderPage } from '@talkhire/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { subRequestHeader, subRequestMark } from '../../http/request-log';

/** The web's server entry, once loaded, and what the browser should fetch early for a page. */
export interface PageRenderer {
  render(request: FastifyRequest): Promise<PageRenderResult>;
  /** `<link>` tags for the chunks and styles of the rendered page's routes, from its runtime's build. */
  preloadTags(modules: string[], runtime: PageRenderResult['runtime']): string[];
}

/**
 * The server build of the web (`vite build --ssr`, next to the browser build: `web/dist` →
 * `web/dist-server/entry-server.js`). It loads in the background from start-up, so a large bundle
 * does not hold the relay's start; the first page waits for it. Without it the relay still serves
 * the app shell with the page's head, and says so once at start.
 */
export function loadPageRenderer(app: FastifyInstance, webRoot: string): PageRenderer | null {
  const entry = path.join(`${webRoot}-server`, 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.warn({ entry }, 'web server build missing: pages are rendered in the browser');
    return null;
  }
  const loading = import(pathToFileURL(entry).href) as Promise<{ renderPage: RenderPage }>;
  // A failed load is reported by each page that waits for it; this keeps it from being unhandled.
  loading.catch(() => undefined);
  const preloads = {
    app: preloadsOf(path.join(webRoot, '.vite', 'manifest.json'), 'index.html'),
    public: preloadsOf(path.join(webRoot, '.vite', 'manifest-public.json'), 'public.html'),
  };
  const shared: SharedAnswers = new Map();
  return {
    render: async (request) =>
      (await loading).renderPage({
        url: request.url,
        cookies: request.headers.cookie ?? '',
        fetch: inProcessFetch(app, request, shared),
      }),
    preloadTags: (modules, runtime) => preloads[runtime](modules),
  };
}

/**
 * The API as the page's visitor calls it, without a network hop: the same routes, hooks and
 * checks, with the visitor's cookies and address (rate limits count them, not the relay).
 * Answers that are the same for every visitor (configuration lists, translations) are kept for a
 * minute: a page asks for up to ten of them, and they change with a deployment, not a visit.
 */
function inProcessFetch(app: FastifyInstance, page: FastifyRequest, shared: SharedAnswers): typeof fetch {
  return async (input, init) => {
    const url =
      typeof input === 'string'
        ? input
        : input instanceof URL
          ? `${input.pathname}${input.search}`
          : input.url;
    const method = init?.method ?? 'GET';
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const sharedKey =
      method === 'GET' && sharedPrefixes.some((prefix) => url.startsWith(prefix))
        ? `${url} ${headers['country-id'] ?? ''} ${headers['language-id'] ?? ''}`
        : null;
    const kept = sharedKey ? shared.get(sharedKey) : undefined;
    if (kept && Date.now() - kept.at < sharedForMs) return answerOf(kept.answer);
    const answer = await app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...headers,
        cookie: page.headers.cookie ?? '',
        ...(page.headers['user-agent'] ? { 'user-agent': page.headers['user-agent'] } : {}),
        [subRequestHeader]: subRequestMark,
      },
      remoteAddress: page.ip,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    if (sharedKey && answer.statusCode === 200) keep(shared, sharedKey, answer);
    return answerOf(answer);
  };
}

const sharedPrefixes = ['/api/config/', '/translation/'];
const sharedForMs = 60_000;
/** Lists × languages × editions stay well under this; a flood of odd addresses does not grow past it. */
const sharedAnswersMax = 4_000;

type InjectedAnswer = Awaited<ReturnType<FastifyInstance['inject']>>;
type SharedAnswers = Map<string, { at: number; answer: InjectedAnswer }>;

function keep(shared: SharedAnswers, key: string, answer: InjectedAnswer) {
  if (shared.size >= sharedAnswersMax) {
    const now = Date.now();
    for (const [old, { at }] of shared) if (now - at >= sharedForMs) shared.delete(old);
    if (shared.size >= sharedAnswersMax) shared.clear();
  }
  shared.set(key, { at: Date.now(), answer });
}

function answerOf(answer: InjectedAnswer): Response {
  return new Response(
    answer.statusCode === 204 || answer.statusCode === 304 ? null : new Uint8Array(answer.rawPayload),
    {
      status: answer.statusCode,
      headers: Object.entries(answer.headers).flatMap(([name, value]) =>
        value === undefined
          ? []
          : (Array.isArray(value) ? value : [String(value)]).map((v) => [name, v] as [string, string]),
      ),
    },
  );
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

function readManifest(file: string): Record<string, ManifestChunk> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return {};
  }
}

/**
 * From a browser build's manifest and its page entry (the HTML file): each route chunk with every
 * chunk it imports statically, and their styles, once each; what the entry already loads (the HTML
 * names it) is left out, worked out once rather than for every page.
 */
function preloadsOf(manifestFile: string, entryKey: string): (modules: string[]) => string[] {
  const manifest = readManifest(manifestFile);
  const closure = (keys: string[], scripts = new Set<string>(), styles = new Set<string>()) => {
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return { scripts, styles };
  };
  const entry = closure([entryKey]);
  return (modules) => {
    const { scripts, styles } = closure(modules, new Set(entry.scripts), new Set(entry.styles));
    for (const file of entry.scripts) scripts.delete(file);
    for (const file of entry.styles) styles.delete(file);
    return [
      ...[...styles].map((file) => `<link rel="stylesheet" href="/${file}" />`),
      ...[...scripts].map((file) => `<link rel="modulepreload" href="/${file}" />`),
    ];
  };
}
