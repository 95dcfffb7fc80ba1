import type { TSessionUser } from '@talkhire/contracts';
import { describe, expect, it } from 'vitest';
import { type ActorRefFrom, createActor } from 'xstate';
import { otpMachine } from '../otp/machine';
import type { OtpVerification, SendCodeInput, SendCodeOutput, VerifyCodeInput } from '../otp/types';
import { ControlledActors, settle } from '../testing/controlled-actors';
import { failure, sessionUser } from '../testing/fixtures';
import { ManualClock } from '../testing/manual-clock';
import { loginMachine } from './machine';
import type {
  AccountLookup,
  LoginInput,
  PasswordSignInInput,
  PasswordSignInResult,
  SelectAccountInput,
  SocialSignInInput,
  SocialSignInStart,
} from './types';

const page: LoginInput = { ownOrigin: 'https://talkhire.example', language: 'en', resendSeconds: 3 };

/** The login machine with every call controlled by the test; the code steps are the real OTP machine. */
function start(input: Partial<LoginInput> = {}) {
  const actors = new ControlledActors();
  const clock = new ManualClock();
  const machine = loginMachine.provide({
    actors: {
      lookUpAccount: actors.promise<AccountLookup, { email: string }>(),
      signInWithPassword: actors.promise<PasswordSignInResult, PasswordSignInInput>(),
      selectAccount: actors.promise<TSessionUser, SelectAccountInput>(),
      startSocialSignIn: actors.promise<SocialSignInStart, SocialSignInInput>(),
      signOut: actors.promise<void, void>(),
      otp: otpMachine.provide({
        actors: {
          sendCode: actors.promise<SendCodeOutput, SendCodeInput>(),
          verifyCode: actors.promise<OtpVerification, VerifyCodeInput>(),
        },
      }),
    },
  });
  const actor = createActor(machine, { input: { ...page, ...input }, clock }).start();
  return { actor, actors, clock };
}

type Flow = ReturnType<typeof start>;

async function atPassword(flow: Flow = start()) {
  flow.actor.send({ type: 'LOGIN.CHOOSE_EMAIL' });
  flow.actor.send({ type: 'LOGIN.SUBMIT_EMAIL', email: ' ana@example.com ' });
  flow.actors.resolve('lookUpAccount', { exists: true, hasPassword: true });
  await settle();
  return flow;
}

async function signInFails(error: unknown) {
  const flow = await atPassword();
  flow.actor.send({ type: 'LOGIN.SUBMIT_PASSWORD', password: 'wrong' });
  flow.actors.reject('signInWithPassword', error);
  await settle();
  return flow;
}

function child(flow: Flow, id: 'emailCode' | 'phoneCode' | 'twoFactorCode') {
  const ref = flow.actor.getSnapshot().children[id] as ActorRefFrom<typeof otpMachine> | undefined;
  if (!ref) throw new Error(`${id} is not running`);
  return ref;
}

describe('login machine', () => {
  it('signs in with email and password and lands on /onsite-job', async () => {
    const { actor, actors } = start();
    expect(actor.getSnapshot().value).toBe('ChooseMethod');

    actor.send({ type: 'LOGIN.CHOOSE_EMAIL' });
    actor.send({ type: 'LOGIN.SUBMIT_EMAIL', email: ' ana@example.com ' });
    expect(actor.getSnapshot().value).toBe('CheckingEmail');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actors.calls.at(-1)).toEqual({ id: 'lookUpAccount', input: { email: 'ana@example.com' } });

    actors.resolve('lookUpAccount', { exists: true, hasPassword: true });
    await settle();
    expect(actor.getSnapshot().value).toBe('EnterPassword');

    actor.send({ type: 'LOGIN.SUBMIT_PASSWORD', password: 'correct horse' });
    expect(actor.getSnapshot().value).toBe('SigningIn');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actors.calls.at(-1)).toEqual({
      id: 'signInWithPassword',
      input: { email: 'ana@example.com', password: 'correct horse' },
    });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('correct horse');

    const user = sessionUser();
    actors.resolve('signInWithPassword', { kind: 'signedIn', user });
    await settle();
    expect(actor.getSnapshot().value).toBe('Success');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'signedIn', user, destination: '/onsite-job' });
  });

  it('refuses a malformed email or an empty password without calling the server', async () => {
    const { actor, actors } = start();
    actor.send({ type: 'LOGIN.CHOOSE_EMAIL' });
    actor.send({ type: 'LOGIN.SUBMIT_EMAIL', email: 'ana@' });
    expect(actor.getSnapshot().value).toBe('EnterEmail');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'invalidEmail' });
    expect(actors.calls).toHaveLength(0);

    const flow = await atPassword();
    flow.actor.send({ type: 'LOGIN.SUBMIT_PASSWORD', password: '' });
    expect(flow.actor.getSnapshot().value).toBe('EnterPassword');
    expect(flow.actor.getSnapshot().context.error).toEqual({ kind: 'passwordRequired' });
    expect(flow.actors.isPending('signInWithPassword')).toBe(false);
  });

  it.each([
    [401, 40002],
    [422, 40001],
  ])("answers %i with 'invalid credential' and lets the person try again", async (status, code) => {
    const { actor, actors } = await signInFails(failure(status, code));
    expect(actor.getSnapshot().value).toBe('InvalidCredential');
    expect(actor.getSnapshot().context.error).toEqual({
      kind: 'invalidCredential',
      failure: failure(status, code),
    });

    actor.send({ type: 'LOGIN.SUBMIT_PASSWORD', password: 'correct horse' });
    // spec §4: a new attempt clears the earlier failure
    expect(actor.getSnapshot().context.error).toBeNull();
    actors.resolve('signInWithPassword', { kind: 'signedIn', user: sessionUser() });
    await settle();
    expect(actor.getSnapshot().value).toBe('Success');
  });

  it("answers 403 with 'account suspended', from which the person can only go back", async () => {
    const { actor } = await signInFails(failure(403, 41044));
    expect(actor.getSnapshot().value).toBe('AccountSuspended');
    expect(actor.getSnapshot().context.error?.kind).toBe('accountSuspended');
    actor.send({ type: 'LOGIN.SUBMIT_PASSWORD', password: 'again' });
    expect(actor.getSnapshot().value).toBe('AccountSuspended');
    actor.send({ type: 'LOGIN.BACK' });
    expect(actor.getSnapshot().value).toBe('EnterEmail');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('waits out a 429 for retry_after seconds before showing the password form again', async () => {
    const { actor, clock } = await signInFails(failure(429, 40006, { retryAfter: 30 }));
    expect(actor.getSnapshot().value).toBe('TooManyAttempts');
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'tooManyAttempts', retryAfter: 30 });

    clock.advance(29_000);
    expect(actor.getSnapshot().value).toBe('TooManyAttempts');
    clock.advance(1000);
    expect(actor.getSnapshot().value).toBe('EnterPassword');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('falls back to a minute when a 429 does not say how long to wait', async () => {
    const { actor, clock } = await signInFails(failure(429, 40006));
    expect(clock.fireNext()).toBe(60_000);
    expect(actor.getSnapshot().value).toBe('EnterPassword');
  });

  it('keeps a server failure on the password form as unexpected', async () => {
    const { actor } = await signInFails(failure(500, 50001));
    expect(actor.getSnapshot().value).toBe('EnterPassword');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'unexpected', failure: failure(500, 50001) });
  });

  it('asks an unrecognised device for the two-factor code, with a wrong code and a resend on the way', async () => {
    const flow = await atPassword();
    const { actor, actors, clock } = flow;
    actor.send({ type: 'LOGIN.SUBMIT_PASSWORD', password: 'correct horse' });
    actors.resolve('signInWithPassword', {
      kind: 'twoFactorRequired',
      challenge: 'c-1',
      sentTo: 'a***@example.com',
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('TwoFactor');

    const code = child(flow, 'twoFactorCode');
    expect(code.getSnapshot().value).toBe('CodeSent');
    expect(code.getSnapshot().context).toMatchObject({
      purpose: 'two-factor',
      challenge: 'c-1',
      sentTo: 'a***@example.com',
      resendIn: 3,
    });

    code.send({ type: 'OTP.SUBMIT', code: '000000' });
    actors.reject('verifyCode', failure(422, 41040));
    await settle();
    expect(code.getSnapshot().value).toBe('WrongCode');

    code.send({ type: 'OTP.RESEND' });
    expect(code.getSnapshot().value).toBe('WrongCode');
    clock.advance(3000);
    code.send({ type: 'OTP.RESEND' });
    expect(actors.calls.at(-1)).toEqual({
      id: 'sendCode',
      input: { purpose: 'two-factor', destination: 'ana@example.com', challenge: 'c-1' },
    });
    actors.resolve('sendCode', { sentTo: 'a***@example.com' });
    await settle();

    code.send({ type: 'OTP.SUBMIT', code: '482913' });
    expect(actors.calls.at(-1)?.input).toMatchObject({ challenge: 'c-1', code: '482913' });
    const user = sessionUser({ is_profile_completed: false });
    actors.resolve('verifyCode', { kind: 'signedIn', user });
    await settle();
    expect(actor.getSnapshot().value).toBe('Success');
    expect(actor.getSnapshot().output).toEqual({
      kind: 'signedIn',
      user,
      destination: '/jobseeker-complete-profile',
    });
  });

  it('sends an email code at once to an address without a password and honours the redirect', async () => {
    const flow = start({ redirect: '/chat/12', language: 'ar' });
    const { actor, actors } = flow;
    actor.send({ type: 'LOGIN.CHOOSE_EMAIL' });
    actor.send({ type: 'LOGIN.SUBMIT_EMAIL', email: 'new@example.com' });
    actors.resolve('lookUpAccount', { exists: false, hasPassword: false });
    await settle();
    expect(actor.getSnapshot().value).toBe('EmailCode');
    expect(actor.getSnapshot().context.accountExists).toBe(false);
    expect(child(flow, 'emailCode').getSnapshot().value).toBe('Sending');
    expect(actors.calls.at(-1)).toEqual({
      id: 'sendCode',
      input: { purpose: 'email-login', destination: 'new@example.com', challenge: null },
    });

    actors.resolve('sendCode', { sentTo: 'new@example.com' });
    await settle();
    child(flow, 'emailCode').send({ type: 'OTP.SUBMIT', code: '482913' });
    const user = sessionUser({ is_new_account: true, is_profile_completed: false });
    actors.resolve('verifyCode', { kind: 'signedIn', user });
    await settle();
    expect(actor.getSnapshot().output).toEqual({ kind: 'signedIn', user, destination: '/chat/12' });
  });

  it('offers an email code instead of the password, and goes back to the password form', async () => {
    const flow = await atPassword();
    flow.actor.send({ type: 'LOGIN.USE_EMAIL_CODE' });
    expect(flow.actor.getSnapshot().value).toBe('EmailCode');
    flow.actor.send({ type: 'LOGIN.BACK' });
    expect(flow.actor.getSnapshot().value).toBe('EnterEmail');
    expect(flow.actor.getSnapshot().children.emailCode).toBeUndefined();
  });

  it('turns an absolute redirect to its own origin into the login hand-off', async () => {
    const flow = await atPassword(start({ redirect: 'https://talkhire.example/my-jobs' }));
    flow.actor.send({ type: 'LOGIN.SUBMIT_PASSWORD', password: 'correct horse' });
    flow.actors.resolve('signInWithPassword', { kind: 'signedIn', user: sessionUser() });
    await settle();
    expect(flow.actor.getSnapshot().output).toMatchObject({
      destination: `/jobseeker-login-redirect?redirectUrl=${encodeURIComponent('https://talkhire.example/my-jobs')}`,
    });
  });

  it('signs in by phone code and asks which account when the number has several', async () => {
    const flow = start();
    const { actor, actors } = flow;
    actor.send({ type: 'LOGIN.CHOOSE_PHONE' });
    actor.send({ type: 'LOGIN.SUBMIT_PHONE', dialCode: '+63', number: '1234567890123456' });
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'invalidPhone' });

    actor.send({ type: 'LOGIN.SUBMIT_PHONE', dialCode: '+63', number: '917 123 4567' });
    expect(actor.getSnapshot().value).toBe('PhoneCode');
    expect(actors.calls.at(-1)).toEqual({
      id: 'sendCode',
      input: { purpose: 'phone-login', destination: '+639171234567', challenge: null },
    });
    actors.resolve('sendCode', { sentTo: '+63 917 *** 4567' });
    await settle();

    child(flow, 'phoneCode').send({ type: 'OTP.SUBMIT', code: '482913' });
    const accounts = [
      { id: 7, first_name: 'Ana', last_name: 'Reyes', email: 'ana@example.com', avatar: null },
      { id: 8, first_name: 'Ana', last_name: 'Cruz', email: 'cruz@example.com', avatar: null },
    ];
    actors.resolve('verifyCode', { kind: 'chooseAccount', ticket: 't-1', accounts });
    await settle();
    expect(actor.getSnapshot().value).toBe('ChooseAccount');
    expect(actor.getSnapshot().context.accountChoice).toEqual({ ticket: 't-1', accounts });

    actor.send({ type: 'LOGIN.CHOOSE_ACCOUNT', accountId: 99 });
    expect(actor.getSnapshot().value).toBe('ChooseAccount');

    actor.send({ type: 'LOGIN.CHOOSE_ACCOUNT', accountId: 8 });
    expect(actor.getSnapshot().value).toBe('SelectingAccount');
    expect(actors.calls.at(-1)).toEqual({ id: 'selectAccount', input: { ticket: 't-1', accountId: 8 } });
    actors.reject('selectAccount', failure(422, 41043));
    await settle();
    expect(actor.getSnapshot().value).toBe('ChooseAccount');
    expect(actor.getSnapshot().context.error?.kind).toBe('unexpected');

    actor.send({ type: 'LOGIN.CHOOSE_ACCOUNT', accountId: 8 });
    const user = sessionUser({ id: 8, email: 'cruz@example.com' });
    actors.resolve('selectAccount', user);
    await settle();
    expect(actor.getSnapshot().output).toEqual({ kind: 'signedIn', user, destination: '/onsite-job' });
  });

  it('prepares the social sign-in and ends by sending the browser to the provider', async () => {
    const { actor, actors } = start({ redirect: '/my-jobs' });
    actor.send({ type: 'LOGIN.CHOOSE_SOCIAL', provider: 'apple' });
    expect(actor.getSnapshot().value).toBe('PreparingSocial');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actors.calls.at(-1)).toEqual({
      id: 'startSocialSignIn',
      input: { provider: 'apple', redirect: '/my-jobs' },
    });
    actors.resolve('startSocialSignIn', { authorizationUrl: 'https://sandbox.example/authorize?x=1' });
    await settle();
    expect(actor.getSnapshot().value).toBe('RedirectingToProvider');
    expect(actor.getSnapshot().context.provider).toBe('apple');
    expect(actor.getSnapshot().output).toEqual({
      kind: 'redirectToProvider',
      url: 'https://sandbox.example/authorize?x=1',
    });
  });

  it('comes back to the choice when the provider cannot be reached', async () => {
    const { actor, actors } = start();
    actor.send({ type: 'LOGIN.CHOOSE_SOCIAL', provider: 'google' });
    actors.reject('startSocialSignIn', failure(503, 50001));
    await settle();
    expect(actor.getSnapshot().value).toBe('ChooseMethod');
    expect(actor.getSnapshot().context.error).toEqual({
      kind: 'socialUnavailable',
      failure: failure(503, 50001),
    });
  });

  describe('when someone is already signed in', () => {
    it('prompts instead of the choice and goes back home on request', () => {
      const { actor } = start({ signedInUser: sessionUser() });
      expect(actor.getSnapshot().value).toBe('AlreadySignedIn');
      actor.send({ type: 'LOGIN.CHOOSE_EMAIL' });
      expect(actor.getSnapshot().value).toBe('AlreadySignedIn');
      actor.send({ type: 'LOGIN.BACK_HOME' });
      expect(actor.getSnapshot().output).toEqual({ kind: 'backHome' });
    });

    it('signs out and then offers the choice of method', async () => {
      const { actor, actors } = start({ signedInUser: sessionUser() });
      actor.send({ type: 'LOGIN.SIGN_OUT' });
      expect(actor.getSnapshot().value).toBe('SigningOut');
      expect(actor.getSnapshot().hasTag('loading')).toBe(true);
      actors.resolve('signOut', undefined);
      await settle();
      expect(actor.getSnapshot().value).toBe('ChooseMethod');
      expect(actor.getSnapshot().context.signedInUser).toBeNull();
    });

    it('stays on the prompt with the failure when signing out fails', async () => {
      const { actor, actors } = start({ signedInUser: sessionUser() });
      actor.send({ type: 'LOGIN.SIGN_OUT' });
      actors.reject('signOut', failure(503, 50001));
      await settle();
      expect(actor.getSnapshot().value).toBe('AlreadySignedIn');
      expect(actor.getSnapshot().context.error?.kind).toBe('unexpected');
    });
  });
});
