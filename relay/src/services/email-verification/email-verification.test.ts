import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../testing/test-app';
import { mailTo, newAddress, otherThan, registeredSeeker } from '../authentication/password-account-testkit';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
});
afterAll(async () => {
  await app.close();
});

const generate = (cookies: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/data/email/generate-otp', cookies });

const verify = (code: string, cookies: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url: `/api/data/email/verify?code=${encodeURIComponent(code)}`,
    cookies,
    remoteAddress: newAddress(),
  });

/** The link's code and the typed code from the newest verification mail. */
async function mailedCodes(email: string) {
  const [mail] = await mailTo(app, email);
  const link = mail?.body_text.match(/(http\S+\/verify-email\?code=(\S+))/);
  const digits = mail?.body_text.match(/code (\d{6})\b/)?.[1];
  if (!link || !digits) throw new Error(`no verification mail: ${mail?.body_text}`);
  return { url: link[1] as string, linkCode: decodeURIComponent(link[2] as string), digits };
}

const isVerified = async (id: number) =>
  (
    await app.services.db
      .selectFrom('users')
      .select('is_email_verify')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).is_email_verify;

describe('email verification', () => {
  it('mails a code and a link to the verify-email page of this site', async () => {
    const seeker = await registeredSeeker(app);
    const res = await generate(seeker.cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ expires_in_seconds: 1800, resend_after_seconds: 60 });
    const { url, digits } = await mailedCodes(seeker.email);
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/verify-email\?code=/);
    expect(digits).toMatch(/^\d{6}$/);
  });

  it('verifies by the link, and rewrites the user cookie of the signed-in seeker', async () => {
    const seeker = await registeredSeeker(app);
    await generate(seeker.cookies);
    const { linkCode } = await mailedCodes(seeker.email);
    const res = await verify(linkCode, seeker.cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ is_email_verify: true });
    expect(await isVerified(seeker.id)).toBe(true);
    const cookie = res.cookies.find((c) => c.name === 'user');
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({
      id: seeker.id,
      is_email_verify: true,
    });
  });

  it('verifies by the link in a browser that is not signed in, without touching its cookies', async () => {
    const seeker = await registeredSeeker(app);
    await generate(seeker.cookies);
    const res = await verify((await mailedCodes(seeker.email)).linkCode);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'user')).toBeUndefined();
    expect(await isVerified(seeker.id)).toBe(true);
  });

  it('verifies by the six digits where the seeker is signed in', async () => {
    const seeker = await registeredSeeker(app);
    await generate(seeker.cookies);
    const { digits } = await mailedCodes(seeker.email);
    expect((await verify(digits)).statusCode).toBe(401);
    expect((await verify(digits, seeker.cookies)).statusCode).toBe(200);
    expect(await isVerified(seeker.id)).toBe(true);
  });

  it('answers 41056 for a wrong or malformed code, and 41042 for a used one', async () => {
    const seeker = await registeredSeeker(app);
    await generate(seeker.cookies);
    const { linkCode, digits } = await mailedCodes(seeker.email);
    const [id] = linkCode.split('.');
    for (const bad of [
      `${id}.${otherThan(digits)}`,
      otherThan(digits),
      'garbage',
      `${crypto.randomUUID()}.123456`,
    ]) {
      const res = await verify(bad, seeker.cookies);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 41056,
        message: 'The email or code is wrong. Please check and try again.',
      });
    }
    expect(await isVerified(seeker.id)).toBe(false);
    expect((await verify(linkCode)).statusCode).toBe(200);
    expect((await verify(linkCode)).json().code).toBe(41042);
  });

  it('voids the code when the address changed after it was sent', async () => {
    const seeker = await registeredSeeker(app);
    await generate(seeker.cookies);
    const { linkCode } = await mailedCodes(seeker.email);
    await app.services.db
      .updateTable('users')
      .set({ email: `changed.${seeker.email}` })
      .where('id', '=', seeker.id)
      .execute();
    expect((await verify(linkCode)).json().code).toBe(41056);
    expect(await isVerified(seeker.id)).toBe(false);
  });

  it('sends again only after the countdown', async () => {
    const seeker = await registeredSeeker(app);
    expect((await generate(seeker.cookies)).statusCode).toBe(200);
    const again = await generate(seeker.cookies);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe(40006);
  });

  it('asks a visitor who is not signed in to log in', async () => {
    const res = await generate({});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(40003);
  });

  it('refuses a missing code with 40001', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/data/email/verify' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(40001);
  });
});
