import { endpoints, errorCodes } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import { serveEndpoint } from '../../http/serve-endpoint';
import { seekerIdOf } from '../../http/viewer';
import { assertKnownFilterIds } from './filter-ids';
import { signUpForJobAlert } from './job-alert-signup';
import {
  createJobAlert,
  deleteJobAlert,
  listJobAlerts,
  unsubscribeJobAlert,
  updateJobAlert,
} from './job-alerts';

/**
 * Job alerts of spec §7: list, create, update, delete for the signed-in seeker; create also
 * signed out with an email (spec §5 silent account). The unsubscribe link of every alert mail
 * turns its alert off with the alert's own token, without signing in.
 */
export async function jobAlertsRoutes(app: FastifyInstance) {
  const { db } = app.services;
  const api = endpoints.jobAlerts;

  serveEndpoint(app, api.list, async ({ viewer }) => ({
    job_alerts: await listJobAlerts(db, viewer.userId),
  }));

  serveEndpoint(app, api.create, async ({ body, viewer, locale }, request, reply) => {
    const { keywords, filters, frequency, email, device_uuid } = body;
    // Before any silent account is made: delivery runs the search with these ids.
    assertKnownFilterIds(filters);
    let userId = seekerIdOf(viewer);
    if (userId === null) {
      if (!email) throw new ApiError(errorCodes.parameterInvalid, { fields: { email: ['field.required'] } });
      userId = await signUpForJobAlert(app.services, request, reply, email, device_uuid);
    }
    return createJobAlert(db, userId, { keywords, filters, frequency }, locale);
  });

  serveEndpoint(app, api.update, async ({ viewer, params, body }) =>
    updateJobAlert(db, viewer.userId, params.id, body),
  );

  serveEndpoint(app, api.remove, async ({ viewer, params }) => deleteJobAlert(db, viewer.userId, params.id));

  serveEndpoint(app, api.unsubscribe, async ({ query }) => unsubscribeJobAlert(db, query.token));
}
