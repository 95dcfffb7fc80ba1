import type { TSessionUser } from '@talkhire/contracts';
import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { ControlledActors, settle } from '../testing/controlled-actors';
import { failure, sessionUser } from '../testing/fixtures';
import { ManualClock } from '../testing/manual-clock';
import { qrMachine, scannedNoticeMs } from './machine';
import type { CompleteQrLoginInput, QrInput, QrServerEvent, QrSession } from './types';

const page: QrInput = { ownOrigin: 'https://talkhire.example', language: 'en' };
const code: QrSession = { token: 'qr-1', url: 'https://talkhire.example/qr/qr-1', expiresInSeconds: 120 };
const scanner = { first_name: 'Ana', avatar: 'https://cdn.example/ana.png' };

function start(input: Partial<QrInput> = {}) {
  const actors = new ControlledActors();
  const clock = new ManualClock();
  const machine = qrMachine.provide({
    actors: {
      createQr: actors.promise<QrSession, void>(),
      listenToQr: actors.callback<EventObject, { token: string }>(),
      completeQrLogin: actors.promise<TSessionUser, CompleteQrLoginInput>(),
    },
  });
  const actor = createActor(machine, { input: { ...page, ...input }, clock }).start();
  /** What the server says about the code arrives through the listener. */
  const server = (event: QrServerEvent) => actors.emit('listenToQr', event);
  return { actor, actors, clock, server };
}

async function showing(flow = start()) {
  flow.actors.resolve('createQr', code);
  await settle();
  return flow;
}

describe('qr machine', () => {
  it('creates a code, shows it and listens for it', async () => {
    const flow = start();
    expect(flow.actor.getSnapshot().value).toBe('Creating');
    expect(flow.actor.getSnapshot().hasTag('loading')).toBe(true);

    await showing(flow);
    expect(flow.actor.getSnapshot().value).toEqual({ Listening: 'Waiting' });
    expect(flow.actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(flow.actor.getSnapshot().context.session).toEqual(code);
    expect(flow.actors.calls.at(-1)).toEqual({ id: 'listenToQr', input: { token: 'qr-1' } });
  });

  it('goes scanned, then confirm on app, then signs in when the phone confirms', async () => {
    const { actor, actors, clock, server } = await showing(start({ redirect: '/chat/5' }));
    server({ type: 'QR.SCANNED', scanner });
    expect(actor.getSnapshot().value).toEqual({ Listening: 'Scanned' });
    expect(actor.getSnapshot().context.scanner).toEqual(scanner);

    clock.advance(scannedNoticeMs);
    expect(actor.getSnapshot().value).toEqual({ Listening: 'ConfirmOnApp' });

    server({ type: 'QR.CONFIRMED', ticket: 'ticket-1' });
    expect(actor.getSnapshot().value).toBe('Completing');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actors.calls.at(-1)).toEqual({
      id: 'completeQrLogin',
      input: { token: 'qr-1', ticket: 'ticket-1' },
    });

    const user = sessionUser();
    actors.resolve('completeQrLogin', user);
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ user, destination: '/chat/5' });
  });

  it('lands a seeker with an incomplete profile on profile completion', async () => {
    const { actor, actors, server } = await showing(start({ language: 'ja' }));
    server({ type: 'QR.SCANNED', scanner });
    server({ type: 'QR.CONFIRMED', ticket: 'ticket-1' });
    actors.resolve('completeQrLogin', sessionUser({ is_profile_completed: false }));
    await settle();
    expect(actor.getSnapshot().output?.destination).toBe('/ja/jobseeker-complete-profile');
  });

  it('stops listening once the code is confirmed', async () => {
    const { actors, server } = await showing();
    server({ type: 'QR.CONFIRMED', ticket: 'ticket-1' });
    expect(() => server({ type: 'QR.EXPIRED' })).toThrow("No listener 'listenToQr' is running");
    expect(actors.isPending('completeQrLogin')).toBe(true);
  });

  it('expires when the server says so, and a refresh shows a new code', async () => {
    const { actor, actors, server } = await showing();
    server({ type: 'QR.SCANNED', scanner });
    server({ type: 'QR.EXPIRED' });
    expect(actor.getSnapshot().value).toBe('Expired');

    actor.send({ type: 'QR.REFRESH' });
    expect(actor.getSnapshot().value).toBe('Creating');
    expect(actor.getSnapshot().context).toMatchObject({ session: null, scanner: null });
    actors.resolve('createQr', { ...code, token: 'qr-2' });
    await settle();
    expect(actors.calls.at(-1)).toEqual({ id: 'listenToQr', input: { token: 'qr-2' } });
  });

  it("expires on its own clock when the server's word never comes", async () => {
    const { actor, clock } = await showing();
    clock.advance(119_000);
    expect(actor.getSnapshot().value).toEqual({ Listening: 'Waiting' });
    clock.advance(1000);
    expect(actor.getSnapshot().value).toBe('Expired');
  });

  it('shows a cancellation from the phone and offers a new code', async () => {
    const { actor, server } = await showing();
    server({ type: 'QR.SCANNED', scanner });
    server({ type: 'QR.CANCELLED' });
    expect(actor.getSnapshot().value).toBe('Cancelled');
    actor.send({ type: 'QR.REFRESH' });
    expect(actor.getSnapshot().value).toBe('Creating');
  });

  it('ignores a refresh while the code is still alive', async () => {
    const { actor } = await showing();
    actor.send({ type: 'QR.REFRESH' });
    expect(actor.getSnapshot().value).toEqual({ Listening: 'Waiting' });
  });

  it.each([
    ['creating the code fails', 'createFailed'],
    ['the listener loses the server', 'connectionLost'],
    ['the confirmation cannot be exchanged', 'completeFailed'],
  ] as const)('fails with a typed error when %s', async (_, kind) => {
    const { actor, actors, server } = start();
    if (kind === 'createFailed') actors.reject('createQr', failure(503, 50001));
    else {
      actors.resolve('createQr', code);
      await settle();
      if (kind === 'connectionLost') server({ type: 'QR.CONNECTION_LOST' });
      else {
        server({ type: 'QR.CONFIRMED', ticket: 'replayed' });
        actors.reject('completeQrLogin', failure(422, 41042));
      }
    }
    await settle();
    expect(actor.getSnapshot().value).toBe('Failed');
    expect(actor.getSnapshot().context.error?.kind).toBe(kind);
    actor.send({ type: 'QR.REFRESH' });
    expect(actor.getSnapshot().value).toBe('Creating');
  });

  it('fails loudly when used without its actors', async () => {
    const actor = createActor(qrMachine, { input: page }).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('Failed');
    expect(actor.getSnapshot().context.error).toMatchObject({
      kind: 'createFailed',
      failure: { message: expect.stringContaining("'createQr' must be provided") },
    });
    actor.stop();
  });
});
