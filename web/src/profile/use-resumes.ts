import { ApiFailure } from '@talkhire/client';
import { type EndpointData, type EndpointDefinition, endpoints } from '@talkhire/contracts';
import { useCallback, useRef, useState } from 'react';
import { useApi } from '../api/api-context';
import { useEndpointMutation, useEndpointQuery, useInvalidate } from '../api/endpoint-queries';

const resumes = endpoints.resumes;
const profile = endpoints.profile;

/** What a change of resumes makes stale besides its own list: the strength and the whole profile. */
const overview = [endpoints.profileParts.profileStrength, endpoints.profileParts.fullProfile];

/** The attached resumes (spec §7): the list, which one is auto-sent, and each change to them. */
export function useResumes() {
  const changed = { invalidates: [profile.resumes, resumes.autoSend, ...overview], quiet: true };
  return {
    list: useEndpointQuery(profile.resumes, {}, { quiet: true }),
    rename: useEndpointMutation(resumes.rename, changed),
    remove: useEndpointMutation(profile.deleteResume, changed),
    sendEmail: useEndpointMutation(resumes.sendEmail, { quiet: true }),
  };
}

/** Spec §4 'Auto-send resume': on with a chosen resume, or off. */
export function useAutoSendResume() {
  return {
    setting: useEndpointQuery(resumes.autoSend, {}, { quiet: true }),
    set: useEndpointMutation(resumes.setAutoSend, {
      invalidates: [resumes.autoSend, profile.resumes],
      quiet: true,
    }),
  };
}

export function useVideoResumes() {
  const changed = { invalidates: [resumes.videos, ...overview], quiet: true };
  return {
    list: useEndpointQuery(resumes.videos, {}, { quiet: true }),
    remove: useEndpointMutation(resumes.deleteVideo, changed),
  };
}

/** An upload under way: the share of the file sent so far (0 to 1), or null when none is. */
export interface UploadState {
  progress: number | null;
  error: string | null;
}

/**
 * Sends a form to an upload endpoint of the catalogue and follows its progress (the typed client
 * sends it through XMLHttpRequest for that); the lists it changes are read again afterwards. A
 * refusal's localised message is kept for the screen to show.
 */
export function useUpload<E extends EndpointDefinition & { upload: true }>(
  definition: E,
  invalidates: EndpointDefinition[],
) {
  const api = useApi();
  const invalidate = useInvalidate();
  const [state, setState] = useState<UploadState>({ progress: null, error: null });
  const running = useRef(false);
  const send = useCallback(
    async (form: FormData) => {
      if (running.current) return null;
      running.current = true;
      setState({ progress: 0, error: null });
      try {
        const call = api.call as (
          d: EndpointDefinition,
          i: { form: FormData },
          o: { quiet: boolean; onUploadProgress: (sent: number, total: number) => void },
        ) => Promise<unknown>;
        const answer = await call(
          definition,
          { form },
          {
            quiet: true,
            onUploadProgress: (sent, total) => setState({ progress: sent / total, error: null }),
          },
        );
        setState({ progress: null, error: null });
        await invalidate(...invalidates);
        return answer as EndpointData<E>;
      } catch (error) {
        setState({ progress: null, error: error instanceof ApiFailure ? error.message : String(error) });
        return null;
      } finally {
        running.current = false;
      }
    },
    [api, definition, invalidate, invalidates],
  );
  const fail = useCallback((message: string) => setState({ progress: null, error: message }), []);
  return { ...state, send, fail };
}

export const resumeUploadInvalidates: EndpointDefinition[] = [profile.resumes, ...overview];
export const videoUploadInvalidates: EndpointDefinition[] = [resumes.videos, ...overview];
