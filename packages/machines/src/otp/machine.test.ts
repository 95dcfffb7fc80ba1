import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ControlledActors, settle } from '../testing/controlled-actors';
import { failure, sessionUser } from '../testing/fixtures';
import { ManualClock } from '../testing/manual-clock';
import { otpMachine } from './machine';
import type { OtpInput, OtpVerification, SendCodeInput, SendCodeOutput, VerifyCodeInput } from './types';

const emailLogin: OtpInput = { purpose: 'email-login', destination: 'ana@example.com', resendSeconds: 3 };

function start(input: OtpInput = emailLogin) {
  const actors = new ControlledActors();
  const clock = new ManualClock();
  const machine = otpMachine.provide({
    actors: {
      sendCode: actors.promise<SendCodeOutput, SendCodeInput>(),
      verifyCode: actors.promise<OtpVerification, VerifyCodeInput>(),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, actors, clock };
}

async function codeSent(input: OtpInput = emailLogin) {
  const flow = start(input);
  flow.actor.send({ type: 'OTP.SEND' });
  flow.actors.resolve('sendCode', { sentTo: 'a***@example.com' });
  await settle();
  return flow;
}

describe('otp machine', () => {
  it('waits for a request, sends the code, then shows where it went and starts the countdown', async () => {
    const { actor, actors } = start();
    expect(actor.getSnapshot().value).toBe('Idle');

    actor.send({ type: 'OTP.SEND' });
    expect(actor.getSnapshot().value).toBe('Sending');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actors.calls).toEqual([
      { id: 'sendCode', input: { purpose: 'email-login', destination: 'ana@example.com', challenge: null } },
    ]);

    actors.resolve('sendCode', { sentTo: 'a***@example.com' });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('CodeSent');
    expect(snapshot.hasTag('loading')).toBe(false);
    expect(snapshot.context).toMatchObject({ sentTo: 'a***@example.com', resendIn: 3, error: null });
  });

  it('counts the resend down one second at a time and allows a resend only at 0', async () => {
    const { actor, actors, clock } = await codeSent();

    actor.send({ type: 'OTP.RESEND' });
    expect(actor.getSnapshot().value).toBe('CodeSent');

    expect(clock.fireNext()).toBe(1000);
    expect(actor.getSnapshot().context.resendIn).toBe(2);
    clock.advance(2000);
    expect(actor.getSnapshot().context.resendIn).toBe(0);
    expect(clock.pending).toBe(0);

    actor.send({ type: 'OTP.RESEND' });
    expect(actor.getSnapshot().value).toBe('Sending');
    actors.resolve('sendCode', { sentTo: 'a***@example.com' });
    await settle();
    expect(actor.getSnapshot().context.resendIn).toBe(3);
    // one chain of ticks only: a second passes, one second is taken off
    clock.advance(1000);
    expect(actor.getSnapshot().context.resendIn).toBe(2);
  });

  it('refuses a code that is not 6 digits without asking the server', async () => {
    const { actor, actors } = await codeSent();
    for (const code of ['12345', '1234567', '12a456', ' 123456', '']) {
      actor.send({ type: 'OTP.SUBMIT', code });
      expect(actor.getSnapshot().value).toBe('CodeSent');
      expect(actor.getSnapshot().context.error).toEqual({ kind: 'malformedCode' });
    }
    expect(actors.isPending('verifyCode')).toBe(false);
  });

  it('finishes with what the server unlocked when the code is right', async () => {
    const { actor, actors } = await codeSent();
    actor.send({ type: 'OTP.SUBMIT', code: '482913' });
    expect(actor.getSnapshot().value).toBe('Verifying');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actors.calls.at(-1)).toEqual({
      id: 'verifyCode',
      input: { purpose: 'email-login', destination: 'ana@example.com', challenge: null, code: '482913' },
    });

    const user = sessionUser();
    actors.resolve('verifyCode', { kind: 'signedIn', user });
    await settle();
    expect(actor.getSnapshot().value).toBe('Verified');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      purpose: 'email-login',
      destination: 'ana@example.com',
      code: '482913',
      verification: { kind: 'signedIn', user },
    });
  });

  it('says the code is wrong (41040) and lets the person try again', async () => {
    const { actor, actors } = await codeSent();
    actor.send({ type: 'OTP.SUBMIT', code: '111111' });
    actors.reject('verifyCode', failure(422, 41040));
    await settle();
    expect(actor.getSnapshot().value).toBe('WrongCode');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'wrongCode', failure: failure(422, 41040) });

    actor.send({ type: 'OTP.SUBMIT', code: '482913' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actors.resolve('verifyCode', { kind: 'codeAccepted' });
    await settle();
    expect(actor.getSnapshot().value).toBe('Verified');
  });

  it.each([
    [41042, 'Used', 'codeUsed'],
    [41043, 'Expired', 'codeExpired'],
  ] as const)('answers %i with %s, and a fresh code once the countdown allows', async (code, state, kind) => {
    const { actor, actors, clock } = await codeSent();
    actor.send({ type: 'OTP.SUBMIT', code: '111111' });
    actors.reject('verifyCode', failure(422, code));
    await settle();
    expect(actor.getSnapshot().value).toBe(state);
    expect(actor.getSnapshot().context.error?.kind).toBe(kind);

    clock.advance(3000);
    actor.send({ type: 'OTP.RESEND' });
    actors.resolve('sendCode', { sentTo: 'a***@example.com' });
    await settle();
    expect(actor.getSnapshot().value).toBe('CodeSent');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("reports 'Fail to send OTP' when the send fails, and sends again on request", async () => {
    const { actor, actors } = start();
    actor.send({ type: 'OTP.SEND' });
    actors.reject('sendCode', failure(502, 50001));
    await settle();
    expect(actor.getSnapshot().value).toBe('SendFailed');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'sendFailed', failure: failure(502, 50001) });

    actor.send({ type: 'OTP.SEND' });
    expect(actor.getSnapshot().value).toBe('Sending');
  });

  it('waits out a 429 before sending again (password reset: too many attempts)', async () => {
    const { actor, actors, clock } = start({ purpose: 'password-reset', destination: 'ana@example.com' });
    actor.send({ type: 'OTP.SEND' });
    actors.reject('sendCode', failure(429, 40006, { retryAfter: 30 }));
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      error: { kind: 'tooManyAttempts', retryAfter: 30 },
      resendIn: 30,
    });

    actor.send({ type: 'OTP.SEND' });
    expect(actor.getSnapshot().value).toBe('SendFailed');
    clock.advance(30_000);
    actor.send({ type: 'OTP.SEND' });
    expect(actor.getSnapshot().value).toBe('Sending');
  });

  it("names a phone number the server rejects with a country's format code", async () => {
    const { actor, actors } = start({ purpose: 'phone-login', destination: '+63123' });
    actor.send({ type: 'OTP.SEND' });
    actors.reject('sendCode', failure(422, 41350));
    await settle();
    expect(actor.getSnapshot().context.error?.kind).toBe('invalidDestination');
  });

  it('passes on the reason when the site cannot send codes that way at all (no SMS transport)', async () => {
    const { actor, actors } = start({ purpose: 'phone-login', destination: '+639170001234' });
    actor.send({ type: 'OTP.SEND' });
    actors.reject('sendCode', failure(403, 40005));
    await settle();
    expect(actor.getSnapshot().context.error?.kind).toBe('invalidDestination');
  });

  it('maps a 429 on the check to VerifyFailed with the seconds to wait', async () => {
    const { actor, actors } = await codeSent();
    actor.send({ type: 'OTP.SUBMIT', code: '111111' });
    actors.reject('verifyCode', failure(429, 40006, { retryAfter: 12 }));
    await settle();
    expect(actor.getSnapshot().value).toBe('VerifyFailed');
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'tooManyAttempts', retryAfter: 12 });
  });

  it('sends at once when asked to, and skips the send when the step before already sent it', () => {
    const sending = start({ ...emailLogin, firstSend: 'onStart' });
    expect(sending.actor.getSnapshot().value).toBe('Sending');
    expect(sending.actors.calls).toHaveLength(1);

    const twoFactor = start({
      purpose: 'two-factor',
      destination: 'ana@example.com',
      challenge: 'challenge-1',
      firstSend: 'alreadySent',
      sentTo: 'a***@example.com',
      resendSeconds: 3,
    });
    expect(twoFactor.actor.getSnapshot().value).toBe('CodeSent');
    expect(twoFactor.actor.getSnapshot().context).toMatchObject({ sentTo: 'a***@example.com', resendIn: 3 });
    expect(twoFactor.actors.calls).toHaveLength(0);
    twoFactor.clock.advance(1000);
    expect(twoFactor.actor.getSnapshot().context.resendIn).toBe(2);
  });

  it('fails loudly when the machine is used without providing its actors', async () => {
    const actor = createActor(otpMachine, { input: emailLogin }).start();
    actor.send({ type: 'OTP.SEND' });
    await settle();
    expect(actor.getSnapshot().value).toBe('SendFailed');
    expect(actor.getSnapshot().context.error).toMatchObject({
      kind: 'sendFailed',
      failure: { status: 0, message: expect.stringContaining("'sendCode' must be provided") },
    });
    actor.stop();
  });

  it('can start mid-flow from a persisted snapshot', async () => {
    const { actor } = await codeSent();
    actor.send({ type: 'OTP.SUBMIT', code: '12' });
    const persisted = actor.getPersistedSnapshot();
    actor.stop();

    const { actors } = start();
    const restored = createActor(
      otpMachine.provide({ actors: { verifyCode: actors.promise<OtpVerification, VerifyCodeInput>() } }),
      { snapshot: persisted, input: emailLogin },
    ).start();
    expect(restored.getSnapshot().value).toBe('CodeSent');
    expect(restored.getSnapshot().context.error).toEqual({ kind: 'malformedCode' });
    restored.send({ type: 'OTP.SUBMIT', code: '482913' });
    expect(actors.calls.at(-1)?.input).toMatchObject({ code: '482913' });
    restored.stop();
  });
});
