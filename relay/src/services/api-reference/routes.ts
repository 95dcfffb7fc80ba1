import { readFileSync } from 'node:fs';
import path from 'node:path';
import apiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { relayDir } from '../../config/relay-dir';
import { openApiDocument } from './openapi-document';

/** The reference's own pages: the document (a JSON file, no envelope) and the browsable view. */
export const referencePaths = { document: '/api/openapi.json', browser: '/api/docs' } as const;

/**
 * `/api/openapi.json` is the OpenAPI 3.1 document of the catalogue; `/api/docs` browses it with
 * Scalar, whose script is served from here (nothing is fetched from a CDN). Scalar's page starts
 * with an inline script (allowed by a nonce) and injects its styles, so that page alone gets a
 * looser policy; the rest of the site keeps the strict one.
 */
export async function apiReferenceRoutes(app: FastifyInstance) {
  // Built on the first request, not at start-up: most relays (and every test app) never serve it.
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get(referencePaths.document, async (_request, reply) => {
    document ??= openApiDocument({ version: relayVersion() });
    return reply.header('cache-control', 'no-cache').send(document);
  });
  const nonce = crypto.randomUUID().replaceAll('-', '');
  await app.register(apiReference, {
    routePrefix: referencePaths.browser,
    configuration: { url: referencePaths.document, nonce, pageTitle: 'Talkhire API reference' },
    hooks: {
      onRequest: async (_request, reply) => {
        reply.header(
          'content-security-policy',
          `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'`,
        );
      },
    },
  });
}

function relayVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(relayDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}
