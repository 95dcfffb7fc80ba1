import { ZWebsiteOutageSet, ZWebsiteOutageUpdate } from '../config-service';
import { endpoint } from '../endpoint';
import { errorCodes } from '../error-codes';
import { ZHealth } from '../health';
import { ZTranslationContentParams, ZTranslationManifest, ZTranslationMessages } from '../translation';

/**
 * The relay as a service: its health and metrics, the translation service (spec §7) and the
 * operations switch. Endpoints that need a bearer token are open to anyone in the catalogue's
 * terms (no session); the token is checked before anything else.
 */
export const platformEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/healthz',
    summary: 'For load balancers: the relay answers and its database answered a query.',
    auth: 'anyone',
    answer: 'document',
    response: ZHealth,
    errors: [],
  }),
  metrics: endpoint({
    method: 'GET',
    path: '/metrics',
    summary:
      'Prometheus metrics (text). Needs `Authorization: Bearer {METRICS_TOKEN}` when that token is set; without one it is served outside production only.',
    auth: 'anyone',
    answer: 'text',
    errors: [errorCodes.credentialsNotProvided],
  }),
  translationManifest: endpoint({
    method: 'GET',
    path: '/translation/manifest',
    summary:
      'The translation version, languages and files. Revalidated with its ETag (304 for a matching If-None-Match).',
    auth: 'anyone',
    answer: 'document',
    response: ZTranslationManifest,
    errors: [],
  }),
  translationContent: endpoint({
    method: 'GET',
    path: '/translation/content/version/:version/:lang/:file',
    summary: 'One translation file of a version in a language; immutable, so cached for a year.',
    auth: 'anyone',
    params: ZTranslationContentParams,
    answer: 'document',
    response: ZTranslationMessages,
    errors: [errorCodes.notFound],
  }),
  setWebsiteOutage: endpoint({
    method: 'PUT',
    path: '/ops/website-outage',
    summary:
      'Operations: turn the maintenance page on or off on every relay. Needs `Authorization: Bearer {OPS_TOKEN}`; served only when that token is set.',
    auth: 'anyone',
    body: ZWebsiteOutageUpdate,
    response: ZWebsiteOutageSet,
    errors: [errorCodes.credentialsNotProvided],
  }),
};
