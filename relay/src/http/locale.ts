import {
  defaultEditionKey,
  defaultLanguage,
  type Edition,
  editionById,
  editionByKey,
  isLanguageCode,
  type LanguageCode,
  languageById,
} from '@talkhire/config';
import type { FastifyRequest } from 'fastify';

export interface RequestLocale {
  language: LanguageCode;
  edition: Edition;
}

declare module 'fastify' {
  interface FastifyRequest {
    locale: RequestLocale;
  }
}

/**
 * The answer's language: `language_code` in the query when valid, then the Language-Id header,
 * then the language path of the page; the edition from Country-Id, then the `country` cookie.
 * Unknown values fall back here; routes that take them as input reject them with their contract.
 */
export function resolveLocale(request: FastifyRequest): RequestLocale {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const headerLanguage = languageById(Number(request.headers['language-id']))?.value;
  const queryLanguage =
    typeof query.language_code === 'string' ? query.language_code.toLowerCase() : undefined;
  const language = isLanguageCode(queryLanguage) ? queryLanguage : (headerLanguage ?? defaultLanguage);
  const cookieEdition = request.cookies?.country;
  const edition =
    editionById(Number(request.headers['country-id'])) ??
    (cookieEdition ? editionByKey(cookieEdition as Edition['key']) : editionByKey(defaultEditionKey));
  return { language, edition };
}
