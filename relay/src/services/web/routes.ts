import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isEmployerRequest } from '../../http/employer-listener';
import type { ZodPlugin } from '../../http/zod-provider';
import { renderPage } from './html-head';
import { pageMeta } from './page-meta';

const apiPrefixes = ['/api/', '/translation/', '/dev/', '/ops/', '/sandbox-oidc/', '/healthz', '/metrics'];

/**
 * Serves the built web app with hashed assets cached for a year. Any other GET that wants HTML is
 * a client route and gets index.html, with the page's crawlable head (title, description,
 * canonical, hreflang, JSON-LD) written in; the app itself shows page-not-found for unknown paths.
 */
export const webRoutes: ZodPlugin<{ root: string }> = async (app, { root }) => {
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ root }, 'web app not built: only the API is served');
    return;
  }
  const template = readFileSync(indexFile, 'utf8');
  // The employer (Boss) console, served for HTML routes on the employer site's own port.
  const employerFile = path.join(root, 'employer.html');
  const employerTemplate = existsSync(employerFile) ? readFileSync(employerFile, 'utf8') : null;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      res.setHeader(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
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
    const html = await pageHtml(app as unknown as FastifyInstance, request, template);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
};

/** A page whose head cannot be built (a database hiccup) is still served: the app renders it. */
async function pageHtml(
  app: FastifyInstance,
  request: Parameters<typeof pageMeta>[1],
  template: string,
): Promise<string> {
  try {
    return renderPage(template, await pageMeta(app.services, request));
  } catch (error) {
    request.log.warn({ err: error, url: request.url }, 'page head not built');
    return template;
  }
}
