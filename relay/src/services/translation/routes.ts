import { languageCodes } from '@talkhire/config';
import { type TTranslationManifest, ZTranslationContentParams } from '@talkhire/contracts';
import { type Namespace, namespaceFileIds, resources, translationVersion } from '@talkhire/i18n';
import { ApiError } from '../../http/api-error';
import type { ZodPlugin } from '../../http/zod-provider';

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
export const translationRoutes: ZodPlugin = async (app) => {
  const manifest: TTranslationManifest = {
    version: translationVersion,
    languages: [...languageCodes],
    files,
  };
  const manifestEtag = `"${translationVersion}"`;

  app.get('/manifest', async (request, reply) => {
    reply.header('cache-control', 'public, max-age=60, must-revalidate').header('etag', manifestEtag);
    if (request.headers['if-none-match'] === manifestEtag) return reply.status(304).send();
    return manifest;
  });

  app.get(
    '/content/version/:version/:lang/*',
    { schema: { params: ZTranslationContentParams } },
    async (request, reply) => {
      const { version, lang } = request.params;
      const file = files.find((f) => f.path === `/${request.params['*']}`);
      if (!file || version !== translationVersion) throw ApiError.notFound();
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${version}-${lang}-${file.id}"`);
      return resources[lang][file.namespace];
    },
  );
};
