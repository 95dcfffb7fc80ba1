import type { ApiClient } from '@talkhire/client';
import { defaultRegistrationCountryKey, type EditionKey } from '@talkhire/config';
import {
  endpoints,
  type TApplication,
  type TApplicationBody,
  type TExternalJobClick,
  type TResume,
  type TSessionUser,
  type ZRegisterBody,
} from '@talkhire/contracts';
import {
  type ApplyInput,
  type QuickApplyRegistration,
  quickApplyMachine,
  type ResumeChoice,
} from '@talkhire/machines';
import { fromPromise } from 'xstate';
import type { z } from 'zod';
import { storedCampaign, webClient } from '../auth';
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
      register: fromPromise<TSessionUser, QuickApplyRegistration>(({ input }) => {
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
        return api.call(endpoints.accounts.register, { body }, { quiet: true });
      }),
      uploadResume: fromPromise<TResume, ResumeChoice>(({ input }) => {
        const form = new FormData();
        form.append('file', input.file as Blob, input.name);
        return api.call(endpoints.profile.uploadResume, { form }, { quiet: true });
      }),
      apply: fromPromise<TApplication, ApplyInput>(({ input }) => {
        const body: TApplicationBody = {
          source: 'quick_apply',
          first_message: input.firstMessage,
          screening_answers: [],
        };
        return api.call(
          endpoints.applications.apply,
          { params: { jobId: input.jobId }, body },
          { quiet: true },
        );
      }),
      clickExternal: fromPromise<TExternalJobClick, { jobId: number }>(({ input }) =>
        api.call(
          endpoints.applications.clickExternal,
          { params: { jobId: input.jobId }, body: { source: 'quick_apply' } },
          { quiet: true },
        ),
      ),
    },
    actions: { sessionStored: () => options.refreshSession() },
  });
}
