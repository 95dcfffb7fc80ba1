import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { readerOf } from '../../http/viewer';
import { recordHotSearch } from './hot-search-records';

/** Spec §7 POST /metrics/job-hot-search. */
export async function metricsRoutes(app: FastifyInstance) {
  serveEndpoint(app, endpoints.jobs.recordHotSearch, async ({ body, viewer, locale }, request) =>
    // The seeker, else the browser's guest session, else the network address: never the device
    // the body names, which a script could vary to pass as many people.
    recordHotSearch(
      app.services,
      body,
      readerOf(viewer) ?? { key: `ip:${request.ip}`, userId: null },
      locale,
    ),
  );
}
