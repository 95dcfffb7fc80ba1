import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ZodPlugin } from '../../http/zod-provider';

const apiPrefixes = ['/api/', '/translation/', '/dev/', '/ops/', '/healthz', '/metrics'];

/**
 * Serves the built web app with hashed assets cached for a year. Any other GET that wants HTML is
 * a client route and gets index.html; the app itself shows page-not-found for unknown paths.
 */
export const webRoutes: ZodPlugin<{ root: string }> = async (app, { root }) => {
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built: only the API is served');
    return;
  }
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
  app.get('/*', (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const file = url.slice(1);
    if (apiPrefixes.some((p) => url.startsWith(p))) return reply.callNotFound();
    if (file && !file.includes('..') && existsSync(path.join(root, file)) && path.extname(file))
      return reply.sendFile(file);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
};
