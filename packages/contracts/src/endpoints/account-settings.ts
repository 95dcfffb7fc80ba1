import {
  ZAccountSetting,
  ZGreetingMessage,
  ZGreetingMessageBody,
  ZGreetingMessageDeleted,
  ZGreetingMessageIdParams,
  ZUserSettingsBody,
} from '../account-settings';
import { endpoint } from '../endpoint';
import { errorCodes } from '../error-codes';

/**
 * Spec §7 'Job seeker service': the account settings (GET /account-setting, POST /user-settings)
 * and the greeting messages of spec §3 (at most 10, 41343; no contact information, 41344).
 * GET /check-first-registration is the accounts feature's (`accounts.firstRegistration`).
 */
export const accountSettingsEndpoints = {
  accountSetting: endpoint({
    method: 'GET',
    path: '/api/jobseekers/account-setting',
    summary:
      'Every account setting in one read: job-seeking status, profile visibility, greeting messages, notification toggles, language and edition.',
    auth: 'seeker',
    response: ZAccountSetting,
    errors: [],
  }),
  userSettings: endpoint({
    method: 'POST',
    path: '/api/jobseekers/user-settings',
    summary: 'Change account settings: only the fields sent change. Answers the whole settings read.',
    auth: 'seeker',
    body: ZUserSettingsBody,
    response: ZAccountSetting,
    errors: [errorCodes.notFound],
  }),
  addGreeting: endpoint({
    method: 'POST',
    path: '/api/jobseekers/greeting-messages/create',
    summary: 'Add a greeting message (at most 10, no contact information); the first one is the default.',
    auth: 'seeker',
    body: ZGreetingMessageBody,
    response: ZGreetingMessage,
    errors: [errorCodes.tooManyGreetingMessages, errorCodes.noContactInMessages],
  }),
  editGreeting: endpoint({
    method: 'PUT',
    path: '/api/jobseekers/greeting-messages/:id/update',
    summary: 'Change the text of one of the seeker’s greeting messages.',
    auth: 'seeker',
    params: ZGreetingMessageIdParams,
    body: ZGreetingMessageBody,
    response: ZGreetingMessage,
    errors: [errorCodes.notFound, errorCodes.noContactInMessages],
  }),
  removeGreeting: endpoint({
    method: 'DELETE',
    path: '/api/jobseekers/greeting-messages/:id/delete',
    summary: 'Delete a greeting message; when it was the default, the oldest one left becomes it.',
    auth: 'seeker',
    params: ZGreetingMessageIdParams,
    response: ZGreetingMessageDeleted,
    errors: [errorCodes.notFound],
  }),
};
