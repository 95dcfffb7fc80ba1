import type { TApplication, TExternalJobClick, TResume, TSessionUser } from '@talkhire/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ControlledActors, settle } from '../testing/controlled-actors';
import { failure, sessionUser } from '../testing/fixtures';
import { quickApplyMachine } from './machine';
import { application, registration, resume, uploaded } from './test-fixtures';
import type { ApplyInput, QuickApplyInput, QuickApplyRegistration, ResumeChoice } from './types';

const external = 'https://careers.example.com/ph/1/jobs/25';

function start(input: Partial<QuickApplyInput> = {}) {
  const actors = new ControlledActors();
  const sessionStored = vi.fn();
  const machine = quickApplyMachine.provide({
    actors: {
      register: actors.promise<TSessionUser, QuickApplyRegistration>(),
      uploadResume: actors.promise<TResume, ResumeChoice>(),
      apply: actors.promise<TApplication, ApplyInput>(),
      clickExternal: actors.promise<TExternalJobClick, { jobId: number }>(),
    },
    actions: { sessionStored },
  });
  const actor = createActor(machine, {
    input: { jobId: 7, externalApplyUrl: null, source: 'web', ...input },
  }).start();
  const submit = (overrides: Partial<ResumeChoice> = {}) =>
    actor.send({
      type: 'QUICK_APPLY.SUBMIT',
      registration,
      resume: { ...resume, ...overrides },
      firstMessage: '  I would love to join.  ',
    });
  return { actor, actors, sessionStored, submit };
}

async function answer(flow: ReturnType<typeof start>, id: string, output: unknown) {
  flow.actors.resolve(id, output);
  await settle();
}

describe('quick apply machine', () => {
  it('registers, stores the session, uploads the resume, applies and ends applied', async () => {
    const flow = start();
    flow.submit();
    expect(flow.actor.getSnapshot().value).toBe('Registering');
    expect(flow.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(flow.actors.calls.at(-1)).toEqual({ id: 'register', input: registration });
    // The password is not kept once it has been sent.
    expect(JSON.stringify(flow.actor.getSnapshot().context)).not.toContain(registration.password);

    const user = sessionUser({ is_new_account: true });
    await answer(flow, 'register', user);
    expect(flow.sessionStored).toHaveBeenCalledTimes(1);
    expect(flow.actor.getSnapshot().value).toBe('Uploading');
    expect(flow.actors.calls.at(-1)).toEqual({ id: 'uploadResume', input: resume });

    await answer(flow, 'uploadResume', uploaded);
    expect(flow.actor.getSnapshot().value).toBe('Applying');
    expect(flow.actors.calls.at(-1)).toEqual({
      id: 'apply',
      input: { jobId: 7, firstMessage: 'I would love to join.' },
    });

    await answer(flow, 'apply', application);
    expect(flow.actor.getSnapshot().status).toBe('done');
    expect(flow.actor.getSnapshot().output).toEqual({ kind: 'applied', user, application });
  });

  it('for a job applied to elsewhere, records the click and opens the link in a new window on the web', async () => {
    const flow = start({ externalApplyUrl: external });
    flow.submit();
    await answer(flow, 'register', sessionUser());
    await answer(flow, 'uploadResume', uploaded);
    expect(flow.actor.getSnapshot().value).toBe('RecordingClick');
    expect(flow.actors.calls.at(-1)).toEqual({ id: 'clickExternal', input: { jobId: 7 } });
    await answer(flow, 'clickExternal', { job_id: 7, external_apply_url: external });
    expect(flow.actor.getSnapshot().output).toMatchObject({
      kind: 'external',
      url: external,
      sameWindow: false,
    });
    expect(flow.actors.calls.map((c) => c.id)).not.toContain('apply');
  });

  it('opens the external link in the same window on mobile web, even when the click was not recorded', async () => {
    const flow = start({ externalApplyUrl: external, source: 'mobile_web' });
    flow.submit();
    await answer(flow, 'register', sessionUser());
    await answer(flow, 'uploadResume', uploaded);
    flow.actors.reject('clickExternal', failure(0, 0));
    await settle();
    expect(flow.actor.getSnapshot().output).toMatchObject({
      kind: 'external',
      url: external,
      sameWindow: true,
    });
  });

  it('checks the resume before sending anything (spec §5: PDF, DOC, DOCX, 5 MB)', () => {
    const flow = start();
    flow.submit({ name: 'photo.png' });
    expect(flow.actor.getSnapshot().value).toBe('Editing');
    expect(flow.actor.getSnapshot().context.error).toEqual({ kind: 'resumeInvalid', reason: 'type' });
    flow.submit({ size: 5 * 1024 * 1024 + 1 });
    expect(flow.actor.getSnapshot().context.error).toEqual({ kind: 'resumeInvalid', reason: 'size' });
    expect(flow.actors.calls).toEqual([]);
    flow.submit({ name: 'cv.DOCX', size: 5 * 1024 * 1024 });
    expect(flow.actor.getSnapshot().value).toBe('Registering');
  });

  it('goes back to the form when registration is refused (email taken), with the failure', async () => {
    const flow = start();
    flow.submit();
    flow.actors.reject('register', failure(422, 41001));
    await settle();
    expect(flow.actor.getSnapshot().value).toBe('Editing');
    expect(flow.actor.getSnapshot().context.error).toMatchObject({
      kind: 'registerFailed',
      failure: { code: 41001 },
    });
    expect(flow.sessionStored).not.toHaveBeenCalled();
  });

  it('after a refused upload retries or takes another file, never registering again', async () => {
    const flow = start();
    flow.submit();
    await answer(flow, 'register', sessionUser());
    flow.actors.reject('uploadResume', failure(413, 41174));
    await settle();
    expect(flow.actor.getSnapshot().value).toBe('UploadFailed');
    expect(flow.actor.getSnapshot().context.error).toMatchObject({
      kind: 'uploadFailed',
      failure: { code: 41174 },
    });

    flow.actor.send({ type: 'QUICK_APPLY.CHOOSE_RESUME', resume: { ...resume, name: 'x.exe' } });
    expect(flow.actor.getSnapshot().value).toBe('UploadFailed');
    expect(flow.actor.getSnapshot().context.error).toEqual({ kind: 'resumeInvalid', reason: 'type' });

    const smaller = { ...resume, name: 'short.pdf', size: 1000 };
    flow.actor.send({ type: 'QUICK_APPLY.CHOOSE_RESUME', resume: smaller });
    expect(flow.actor.getSnapshot().value).toBe('Uploading');
    expect(flow.actor.getSnapshot().context.error).toBeNull();
    expect(flow.actors.calls.at(-1)).toEqual({ id: 'uploadResume', input: smaller });
    expect(flow.actors.calls.filter((c) => c.id === 'register')).toHaveLength(1);
  });

  it('after a refused application retries only the application', async () => {
    const flow = start();
    flow.submit();
    await answer(flow, 'register', sessionUser());
    await answer(flow, 'uploadResume', uploaded);
    flow.actors.reject('apply', failure(409, 40001));
    await settle();
    expect(flow.actor.getSnapshot().value).toBe('ApplyFailed');
    flow.actor.send({ type: 'QUICK_APPLY.RETRY' });
    expect(flow.actor.getSnapshot().value).toBe('Applying');
    expect(flow.actors.calls.map((c) => c.id)).toEqual(['register', 'uploadResume', 'apply', 'apply']);
  });
});
