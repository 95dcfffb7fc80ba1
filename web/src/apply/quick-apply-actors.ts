import type { ApiClient } from '@talkhire/client';
import { defaultRegistrationCountryKey, type EditionKey } from '@talkhire/config';
import {
  type TApplicationBody,
  ZApplication,
  ZExternalJobClick,
  type ZRegisterBody,
  ZResume,
  ZSessionUser,
} from '@talkhire/contracts';
import {
  type ApplyInput,
  type QuickApplyRegistration,
  quickApplyMachine,
  type ResumeChoice,
} from '@talkhire/machines';
import { fromPromise } from 'xstate';
import type { z } from 'zod';
import { storedCampaign } from '../auth/campaign';
import { webClient } from '../auth/web-client';
import { deviceUuid } from '../session/device-uuid';

/**
 * The quick apply machine with its calls to the relay: the spec §3 registration (source
 * quick_apply, terms accepted in the dialog), the resume upload, the application, the click.
 */
export function providedQuickApplyMachine(
  api: ApiClient,
  options: { editionKey: EditionKey; refreshSession: () => void },
) {
  return quickApplyMachine.provide({
    actors: {
      register: fromPromise<z.output<typeof ZSessionUser>, QuickApplyRegistration>(({ input }) => {
        const body: z.input<typeof ZRegisterBody> = {
          ...input,
          email: input.email.trim(),
          terms_and_condition: 1,
          is_subscribe: 0,
          source: 'quick_apply',
          country_key: options.editionKey === 'com' ? defaultRegistrationCountryKey : options.editionKey,
          client_id: webClient.id,
          client_secret: webClient.secret,
          campaign: storedCampaign(),
          device_uuid: deviceUuid(),
        };
        return api.post('/api/authentication/register', body, ZSessionUser, { quiet: true });
      }),
      uploadResume: fromPromise<z.output<typeof ZResume>, ResumeChoice>(({ input }) => {
        const form = new FormData();
        form.append('file', input.file as Blob, input.name);
        return api.upload('/api/jobseekers/resume/upload', form, ZResume, { quiet: true });
      }),
      apply: fromPromise<z.output<typeof ZApplication>, ApplyInput>(({ input }) => {
        const body: TApplicationBody = {
          source: 'quick_apply',
          first_message: input.firstMessage,
          screening_answers: [],
        };
        return api.post(`/api/data/jobs/${input.jobId}/applications`, body, ZApplication, { quiet: true });
      }),
      clickExternal: fromPromise<z.output<typeof ZExternalJobClick>, { jobId: number }>(({ input }) =>
        api.post(
          `/api/jobs/${input.jobId}/click-external-job`,
          { source: 'quick_apply' },
          ZExternalJobClick,
          {
            quiet: true,
          },
        ),
      ),
    },
    actions: { sessionStored: () => options.refreshSession() },
  });
}
