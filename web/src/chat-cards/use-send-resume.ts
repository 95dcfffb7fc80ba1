import type { ApiClient } from '@talkhire/client';
import { endpoints } from '@talkhire/contracts';
import { readFailure, sendResumeMachine } from '@talkhire/machines';
import { useMachine } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { machineInspectOptions } from '../machine-inspection';
import { failureText } from './use-card-action';

export type SendResumeFlow = ReturnType<typeof useSendResume>;

/**
 * The send-resume flow of a chat (`sendResumeMachine`): the seeker's resumes are read when the
 * choice opens and the chosen one goes through `send` (the chat's own send, or the answer to a
 * Boss's request). A refusal keeps the text the card shows.
 */
export function useSendResume(api: ApiClient, send: (resumeId: number) => Promise<unknown>, open: boolean) {
  // The latest `send` is called, without making a new machine (and losing the choice) per render.
  const latestSend = useRef(send);
  latestSend.current = send;
  const machine = useMemo(
    () =>
      sendResumeMachine.provide({
        actors: {
          loadResumes: fromPromise(() => api.call(endpoints.profile.resumes, {}, { quiet: true })),
          sendResume: fromPromise<unknown, { resumeId: number }>(async ({ input }) => {
            try {
              return await latestSend.current(input.resumeId);
            } catch (failure) {
              throw { ...readFailure(failure), message: failureText(failure) };
            }
          }),
        },
      }),
    [api],
  );
  return useMachine(machine, { ...machineInspectOptions, input: { open } });
}
