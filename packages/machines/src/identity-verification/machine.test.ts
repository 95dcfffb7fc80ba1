import type { TAuthoriseUrl, TIdentityInfo, TVerifyIdentityResult } from '@talkhire/contracts';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ControlledActors, settle } from '../testing/controlled-actors';
import { failure } from '../testing/fixtures';
import { ManualClock } from '../testing/manual-clock';
import { authoriseUrlFreshMs, identityVerificationMachine } from './machine';
import { citizenInfo, citizenVerified } from './test-fixtures';

const redirectUri = 'https://talkhire.example/myinfo/callback';

function start() {
  const actors = new ControlledActors();
  const clock = new ManualClock();
  const machine = identityVerificationMachine.provide({
    actors: {
      fetchAuthoriseUrl: actors.promise<TAuthoriseUrl, { redirectUri: string }>(),
      loadUserInfo: actors.promise<TIdentityInfo, void>(),
      verify: actors.promise<TVerifyIdentityResult, void>(),
    },
  });
  const actor = createActor(machine, { input: { redirectUri }, clock }).start();
  return { actor, actors, clock };
}

describe('identity verification machine', () => {
  it('loads until the authorise URL is fetched for our callback, then leaves for the provider', async () => {
    const { actor, actors } = start();
    actor.send({ type: 'IDENTITY.PREPARE' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actors.calls).toEqual([{ id: 'fetchAuthoriseUrl', input: { redirectUri } }]);
    actor.send({ type: 'IDENTITY.LEAVE' });
    expect(actor.getSnapshot().value).toBe('FetchingUrl');

    actors.resolve('fetchAuthoriseUrl', { authorise_url: 'https://id.example/authorize?state=a' });
    await settle();
    expect(actor.getSnapshot().value).toBe('Ready');
    expect(actor.getSnapshot().context.authoriseUrl).toBe('https://id.example/authorize?state=a');
    actor.send({ type: 'IDENTITY.LEAVE' });
    expect(actor.getSnapshot().value).toBe('AwayAtProvider');

    // Another tap: the first URL's state was spent, a fresh one is fetched.
    actor.send({ type: 'IDENTITY.PREPARE' });
    expect(actor.getSnapshot().value).toBe('FetchingUrl');
    expect(actors.calls).toHaveLength(2);
  });

  it('fetches a fresh authorise URL before the login it was made for expires', async () => {
    const { actor, actors, clock } = start();
    actor.send({ type: 'IDENTITY.PREPARE' });
    actors.resolve('fetchAuthoriseUrl', { authorise_url: 'https://id.example/authorize?state=a' });
    await settle();
    clock.advance(authoriseUrlFreshMs - 1);
    expect(actor.getSnapshot().value).toBe('Ready');
    clock.advance(1);
    expect(actor.getSnapshot().value).toBe('FetchingUrl');
    expect(actors.calls).toHaveLength(2);
  });

  it('back from the provider: shows the data, verifies on submit and ends verified', async () => {
    const { actor, actors } = start();
    actor.send({ type: 'IDENTITY.RETURNED' });
    expect(actor.getSnapshot().value).toEqual({ Confirming: 'LoadingInfo' });
    actors.resolve('loadUserInfo', citizenInfo);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ Confirming: 'Shown' });
    expect(actor.getSnapshot().context.info).toEqual(citizenInfo);

    actor.send({ type: 'IDENTITY.SUBMIT' });
    expect(actor.getSnapshot().value).toBe('Verifying');
    // Not closable while the verification runs.
    actor.send({ type: 'IDENTITY.CLOSE' });
    expect(actor.getSnapshot().value).toBe('Verifying');
    actors.resolve('verify', citizenVerified);
    await settle();
    expect(actor.getSnapshot().value).toBe('Verified');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.result).toEqual(citizenVerified);
  });

  it('shows the failed dialog when the identity data service was unavailable, and may be postponed', async () => {
    const { actor, actors } = start();
    actor.send({ type: 'IDENTITY.RETURNED' });
    actors.reject('loadUserInfo', failure(503, 41431));
    await settle();
    expect(actor.getSnapshot().value).toBe('Failed');
    expect(actor.getSnapshot().context.failure?.code).toBe(41431);
    actor.send({ type: 'IDENTITY.LATER' });
    expect(actor.getSnapshot().value).toBe('Postponed');
  });

  it('a verify refused for a missing identity login fails; a lost connection lets the seeker submit again', async () => {
    const lost = start();
    lost.actor.send({ type: 'IDENTITY.RETURNED' });
    lost.actors.resolve('loadUserInfo', citizenInfo);
    await settle();
    lost.actor.send({ type: 'IDENTITY.SUBMIT' });
    lost.actors.reject('verify', failure(0, 0));
    await settle();
    expect(lost.actor.getSnapshot().value).toEqual({ Confirming: 'Shown' });
    expect(lost.actor.getSnapshot().context.failure?.status).toBe(0);

    lost.actor.send({ type: 'IDENTITY.SUBMIT' });
    lost.actors.reject('verify', failure(422, 41432));
    await settle();
    expect(lost.actor.getSnapshot().value).toBe('Failed');
    // The red identity-login button starts again from the failed dialog.
    lost.actor.send({ type: 'IDENTITY.PREPARE' });
    expect(lost.actor.getSnapshot().value).toBe('FetchingUrl');
  });

  it('closing the confirm dialog forgets the data', async () => {
    const { actor, actors } = start();
    actor.send({ type: 'IDENTITY.RETURNED' });
    actors.resolve('loadUserInfo', citizenInfo);
    await settle();
    actor.send({ type: 'IDENTITY.CLOSE' });
    expect(actor.getSnapshot().value).toBe('Idle');
    expect(actor.getSnapshot().context.info).toBeNull();
  });
});
