import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { changeUserSettings, readAccountSetting } from './account-setting';
import { addGreetingMessage, editGreetingMessage, removeGreetingMessage } from './greeting-messages';

/**
 * The account settings under /api/jobseekers (spec §7): the one read, the one change, and the
 * greeting messages (spec §9: at most 10, 41343; spec §5: no contact information, 41344).
 */
export async function accountSettingsRoutes(app: FastifyInstance) {
  const { db } = app.services;
  const api = endpoints.accountSettings;

  serveEndpoint(app, api.accountSetting, async ({ viewer }) => readAccountSetting(db, viewer.userId));
  serveEndpoint(app, api.userSettings, async ({ viewer, body }) =>
    changeUserSettings(db, viewer.userId, body),
  );
  serveEndpoint(app, api.addGreeting, async ({ viewer, body }) =>
    addGreetingMessage(db, viewer.userId, body.text),
  );
  serveEndpoint(app, api.editGreeting, async ({ viewer, params, body }) =>
    editGreetingMessage(db, viewer.userId, { id: params.id, text: body.text }),
  );
  serveEndpoint(app, api.removeGreeting, async ({ viewer, params }) =>
    removeGreetingMessage(db, viewer.userId, params.id),
  );
}
