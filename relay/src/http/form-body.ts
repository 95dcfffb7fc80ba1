import type { FastifyInstance } from 'fastify';

/** OAuth requests and form posts are small; anything larger is not one of them. */
const formBodyLimit = 64 * 1024;

/**
 * Parses `application/x-www-form-urlencoded` bodies into a plain object of strings, for the
 * protocols that speak it (OAuth token requests, OpenID form_post answers, the sandbox's persona
 * form). Registered per plugin, so the JSON API elsewhere keeps refusing form bodies with 415.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formBodyLimit },
    (_request, body, done) => {
      const fields: Record<string, string> = Object.create(null);
      for (const [name, value] of new URLSearchParams(String(body))) fields[name] = value;
      done(null, { ...fields });
    },
  );
}
