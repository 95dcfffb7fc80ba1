import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { readerOf, type Viewer } from '../../http/viewer';
import { analyticsRoutes } from './analytics-routes';
import { acceptBeaconBodies } from './beacon-bodies';
import {
  ingestClick,
  ingestEvents,
  ingestExposure,
  type Reporter,
  recordGetStarted,
  recordPopup,
  recordTraceability,
} from './ingestion';
import { listPopupRecords, redirectCondition } from './records';

/**
 * Issue 16 / spec §7 'Logging' and 'Event tracking': the beacons and records answer 204 as soon as
 * their rows are queued (tracking-writer.ts writes them in batches), the reads answer from the
 * database, and the analytics figures are behind the ops token in production.
 */
export async function trackingRoutes(app: FastifyInstance) {
  await app.register(beaconRoutes);
  await app.register(analyticsRoutes);

  serveEndpoint(app, endpoints.tracking.popupRecord, async ({ body, viewer }, request) => {
    await recordPopup(app.services.tracking, body, reporterOf(viewer, request));
  });
  serveEndpoint(app, endpoints.tracking.popupRecords, async ({ query, viewer }) =>
    listPopupRecords(app.services.db, { deviceUuid: query.device_uuid, userId: userIdOf(viewer) }),
  );
  serveEndpoint(app, endpoints.tracking.getStartedRecord, async ({ body, viewer }, request) => {
    await recordGetStarted(app.services.tracking, body, reporterOf(viewer, request));
  });
  serveEndpoint(app, endpoints.tracking.traceability, async ({ body, viewer }, request) => {
    await recordTraceability(app.services.tracking, body, reporterOf(viewer, request), 'seeker');
  });
  serveEndpoint(app, endpoints.tracking.logGoogleUtm, async ({ body, viewer }, request) => {
    await recordTraceability(app.services.tracking, body, reporterOf(viewer, request), 'boss');
  });
  serveEndpoint(app, endpoints.tracking.redirectCondition, async ({ query }) =>
    redirectCondition(app.services.db, query.job_id),
  );
}

/** The routes a page's beacons reach: they read a JSON body sent as text/plain too. */
async function beaconRoutes(app: FastifyInstance) {
  acceptBeaconBodies(app);

  serveEndpoint(app, endpoints.tracking.reportEvents, async ({ body, viewer }, request) => {
    await ingestEvents(app.services.tracking, body.events, {
      ...reporterOf(viewer, request),
      editionId: body.country_id,
    });
  });
  serveEndpoint(app, endpoints.tracking.uploadWebEvents, async ({ body, viewer }, request) => {
    await ingestEvents(app.services.tracking, body.events, reporterOf(viewer, request));
  });
  serveEndpoint(app, endpoints.tracking.reportExpose, async ({ body, viewer }, request) => {
    await ingestExposure(app.services.tracking, body, reporterOf(viewer, request));
  });
  serveEndpoint(app, endpoints.tracking.reportClick, async ({ body, viewer }, request) => {
    await ingestClick(app.services.tracking, body, reporterOf(viewer, request));
  });
}

function reporterOf(viewer: Viewer, request: FastifyRequest): Reporter {
  return {
    userId: userIdOf(viewer),
    editionId: request.locale.edition.id,
    fallbackKey: readerOf(viewer)?.key ?? `ip:${request.ip}`,
  };
}

function userIdOf(viewer: Viewer): number | null {
  return viewer.kind === 'seeker' || viewer.kind === 'boss' ? viewer.userId : null;
}
