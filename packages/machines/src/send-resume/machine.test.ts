import type { TResumeList } from '@talkhire/contracts';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ControlledActors, settle } from '../testing/controlled-actors';
import { failure } from '../testing/fixtures';
import { sendResumeMachine } from './machine';

function start(open: boolean) {
  const actors = new ControlledActors();
  const machine = sendResumeMachine.provide({
    actors: {
      loadResumes: actors.promise<TResumeList, void>(),
      sendResume: actors.promise<unknown, { resumeId: number }>(),
    },
  });
  return { actors, actor: createActor(machine, { input: { open } }).start() };
}

const resume = { mime: 'application/pdf', size: 1, created_at: '2026-11-01T09:00:00.000Z' };

describe('send resume machine', () => {
  it('offers the auto-send resume first and sends the one chosen', async () => {
    const { actors, actor } = start(false);
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'TOGGLE' });
    actors.resolve('loadResumes', {
      resumes: [
        { id: 3, filename: 'a.pdf', ...resume },
        { id: 4, filename: 'b.pdf', ...resume },
      ],
      auto_send_resume_id: 4,
    });
    await settle();
    expect(actor.getSnapshot().context.chosen).toBe(4);
    actor.send({ type: 'CHOOSE', resumeId: 3 });
    actor.send({ type: 'SEND' });
    expect(actors.calls.at(-1)).toEqual({ id: 'sendResume', input: { resumeId: 3 } });
    actors.reject('sendResume', failure(422, 41420));
    await settle();
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.failure?.code).toBe(41420);
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    actors.resolve('sendResume', {});
    await settle();
    expect(actor.getSnapshot().value).toBe('sent');
  });

  it('answering a request opens the choice at once', () => {
    const { actors, actor } = start(true);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actors.isPending('loadResumes')).toBe(true);
  });
});
