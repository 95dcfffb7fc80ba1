import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { PageRenderResult } from '@talkhire/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isEmployerRequest } from '../../http/employer-listener';
import type { ZodPlugin } from '../../http/zod-provider';
import { analyticsPageRoutes } from './analytics-page';
import { anonymousPageCache, type SentPage } from './anonymous-page-cache';
import { encodedPage } from './encoded-page';
import { type RenderedBody, renderPage } from './html-head';
import { pageMeta } from './page-meta';
import { loadPageRenderer, type PageRenderer } from './server-rendering';

const apiPrefixes = ['/api/', '/translation/', '/dev/', '/ops/', '/sandbox-oidc/', '/healthz', '/metrics'];

/**
 * Serves the built web app with hashed assets cached for a year. Any other GET is a page: the web's
 * server entry renders it (with its real status: 404 for an unknown address, 410 for a closed job)
 * into index.html, with the crawlable head (title, description, canonical, hreflang, JSON-LD) and
 * preloads for its chunks. HTML is revalidated on every visit, by ETag.
 */
export const webRoutes: ZodPlugin<{ root: string; pageCacheSeconds?: number }> = async (
  app,
  { root, pageCacheSeconds = 0 },
) => {
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ root }, 'web app not built: only the API is served');
    return;
  }
  const appTemplate = readFileSync(indexFile, 'utf8');
  // The public pages' entry (issue 12); a build without it serves them with the app's.
  const publicFile = path.join(root, 'public.html');
  const templates = {
    app: appTemplate,
    public: existsSync(publicFile) ? readFileSync(publicFile, 'utf8') : appTemplate,
  };
  // The employer (Boss) console, served for HTML routes on the employer site's own port.
  const employerFile = path.join(root, 'employer.html');
  const employerTemplate = existsSync(employerFile) ? readFileSync(employerFile, 'utf8') : null;
  const renderer = loadPageRenderer(app as unknown as FastifyInstance, root);
  const pages = anonymousPageCache(pageCacheSeconds);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes a .br and a .gz beside each text file (web/scripts/precompress.mjs), served
    // through the file's own route: they need none of their own.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    // send's own 'public, max-age=0' would replace the cache-control setHeaders writes.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  // Browsers ask for /favicon.ico on pages that name no icon (the OIDC sandbox's, a PDF's): the
  // site's icon is an SVG.
  analyticsPageRoutes(app as unknown as FastifyInstance, root);
  app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));
  app.get('/assets/*', (request, reply) =>
    reply.sendFile(`assets/${(request.params as { '*': string })['*']}`),
  );
  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const file = url.slice(1);
    if (apiPrefixes.some((p) => url.startsWith(p))) return reply.callNotFound();
    if (file && !file.includes('..') && existsSync(path.join(root, file)) && path.extname(file))
      return reply.sendFile(file);
    if (employerTemplate !== null && isEmployerRequest(request.raw))
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(employerTemplate);
    const sent = await pages.page(request, async (): Promise<SentPage> => {
      const page = await renderedPage(renderer, request);
      // A page that sends its visitor elsewhere is never shown: no head, no HTML to build. Only to
      // a path of this site: a page cannot send its visitor to another one.
      if (page?.redirect?.startsWith('/') && !page.redirect.startsWith('//'))
        return { status: 302, redirect: page.redirect, html: '', etag: '' };
      const html = await pageHtml(app as unknown as FastifyInstance, request, templates, page);
      // The page state carries when it was rendered: the ETag covers what the page shows.
      const shown = html.replace(
        /<script type="application\/json" id="talkhire-state">[\s\S]*?<\/script>/,
        '',
      );
      return {
        status: page?.status ?? 200,
        html,
        etag: `"${createHash('sha1').update(shown).digest('base64url')}"`,
      };
    });
    if (sent.redirect)
      return reply.header('cache-control', 'no-store').header('vary', 'Cookie').redirect(sent.redirect, 302);
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .header('etag', sent.etag)
      .type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === sent.etag) return reply.code(304).send();
    const { encoding, body } = await encodedPage(sent, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.code(sent.status).send(body);
  });
};

/** A page that fails to render is still served: the browser renders it. */
async function renderedPage(
  renderer: PageRenderer | null,
  request: FastifyRequest,
): Promise<(Pick<PageRenderResult, 'status' | 'redirect' | 'runtime'> & { body?: RenderedBody }) | null> {
  if (!renderer) return null;
  try {
    const page = await renderer.render(request);
    return {
      status: page.status,
      ...(page.redirect ? { redirect: page.redirect } : {}),
      runtime: page.runtime,
      body: {
        html: page.html,
        state: page.state,
        preloadTags: renderer.preloadTags(page.modules, page.runtime),
      },
    };
  } catch (error) {
    request.log.error({ err: error, url: request.url }, 'page not rendered on the server');
    return null;
  }
}

/**
 * A page whose head cannot be built (a database hiccup) is still served: the app renders it. The
 * render's status names a screen that turned out not found or under maintenance (page-meta.ts).
 */
async function pageHtml(
  app: FastifyInstance,
  request: FastifyRequest,
  templates: Record<PageRenderResult['runtime'], string>,
  page: { status: number; runtime: PageRenderResult['runtime']; body?: RenderedBody } | null,
): Promise<string> {
  try {
    const template = templates[page?.runtime ?? 'app'];
    return renderPage(template, await pageMeta(app.services, request, page?.status), page?.body);
  } catch (error) {
    request.log.warn({ err: error, url: request.url }, 'page head not built');
    // Without the rendered page only the app can show it: it renders in the browser.
    return templates.app;
  }
}
