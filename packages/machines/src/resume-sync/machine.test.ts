import type { TResumeSyncResult, TSyncableContent } from '@talkhire/contracts';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ControlledActors, settle } from '../testing/controlled-actors';
import { failure } from '../testing/fixtures';
import { resumeSyncMachine } from './machine';
import { foundContent } from './test-fixtures';

function start() {
  const actors = new ControlledActors();
  const actor = createActor(
    resumeSyncMachine.provide({
      actors: {
        readContent: actors.promise<TSyncableContent, { resumeId: number }>(),
        sync: actors.promise<TResumeSyncResult, { resumeId: number; itemIds: string[] }>(),
      },
    }),
    { input: { resumeId: 7 } },
  ).start();
  return { actor, actors };
}

describe('resume sync machine', () => {
  it('ticks what can be kept, lets the seeker untick, and syncs only the ticked ids', async () => {
    const { actor, actors } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actors.calls[0]?.input).toEqual({ resumeId: 7 });
    actors.resolve('readContent', foundContent);
    await settle();
    expect(actor.getSnapshot().value).toBe('Choosing');
    expect(actor.getSnapshot().context.ticked).toEqual(['work_experience-0']);

    actor.send({ type: 'SYNC.TOGGLE', id: 'email-0' });
    actor.send({ type: 'SYNC.TOGGLE', id: 'skill-0' });
    expect(actor.getSnapshot().context.ticked).toEqual(['work_experience-0']);
    actor.send({ type: 'SYNC.TOGGLE', id: 'work_experience-0' });
    actor.send({ type: 'SYNC.CONFIRM' });
    expect(actor.getSnapshot().value).toBe('Choosing');

    actor.send({ type: 'SYNC.TOGGLE', id: 'work_experience-0' });
    actor.send({ type: 'SYNC.CONFIRM' });
    expect(actor.getSnapshot().value).toBe('Syncing');
    expect(actors.calls[1]?.input).toEqual({ resumeId: 7, itemIds: ['work_experience-0'] });
    actors.resolve('sync', { applied: ['work_experience-0'], skipped: [] });
    await settle();
    expect(actor.getSnapshot().value).toBe('Synced');
    expect(actor.getSnapshot().context.result?.applied).toEqual(['work_experience-0']);
  });

  it('ends on an unreadable file, and goes back to the items when the sync is refused', async () => {
    const unreadable = start();
    unreadable.actors.reject('readContent', failure(422, 41281));
    await settle();
    expect(unreadable.actor.getSnapshot().value).toBe('Unreadable');
    expect(unreadable.actor.getSnapshot().context.failure?.code).toBe(41281);

    const refused = start();
    refused.actors.resolve('readContent', foundContent);
    await settle();
    refused.actor.send({ type: 'SYNC.CONFIRM' });
    refused.actors.reject('sync', failure(422, 41288));
    await settle();
    expect(refused.actor.getSnapshot().value).toBe('Choosing');
    expect(refused.actor.getSnapshot().context.failure?.code).toBe(41288);
  });
});
