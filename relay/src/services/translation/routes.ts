import { languageCodes } from '@talkhire/config';
import { endpoints, type TTranslationManifest } from '@talkhire/contracts';
import { type Namespace, namespaceFileIds, resources, translationVersion } from '@talkhire/i18n';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import { serveEndpoint } from '../../http/serve-endpoint';

const files = (Object.entries(namespaceFileIds) as [Namespace, number][]).map(([namespace, id]) => ({
  id,
  namespace,
  path: `/${id}.json`,
}));

/**
 * The provider's translation service (spec §7): a manifest naming the current version, and the
 * content of each file under that version. Versioned content never changes, so it is cached for a
 * year; the manifest is revalidated with its ETag.
 */
export async function translationRoutes(app: FastifyInstance) {
  const api = endpoints.platform;
  const manifest: TTranslationManifest = {
    version: translationVersion,
    languages: [...languageCodes],
    files,
  };
  const manifestEtag = `"${translationVersion}"`;

  serveEndpoint(
    app,
    api.translationManifest,
    async (_input, request, reply) => {
      reply.header('cache-control', 'public, max-age=60, must-revalidate').header('etag', manifestEtag);
      if (request.headers['if-none-match'] === manifestEtag) return reply.status(304).send();
      return manifest;
    },
    { sameForEveryone: true },
  );

  serveEndpoint(
    app,
    api.translationContent,
    async ({ params }, _request, reply) => {
      const { version, lang } = params;
      const file = files.find((f) => f.path === `/${params.file}`);
      if (!file || version !== translationVersion) throw ApiError.notFound();
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${version}-${lang}-${file.id}"`);
      return resources[lang][file.namespace];
    },
    { sameForEveryone: true },
  );
}
