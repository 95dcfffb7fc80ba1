import { expect, type Page } from '@playwright/test';
import { manilaPreference } from '@talkhire/relay/testing/profile';
import { codeIn, lastMessageId, waitForMessage } from './mailbox';

export const testPassword = 'correct-horse-battery-42';

/** A fresh address per test: the suite shares one database. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The device uuid the page keeps (spec §4), once the app has started in it. */
async function pageDeviceUuid(page: Page): Promise<string> {
  if (page.url() === 'about:blank') await page.goto('/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('uuid'))).toBeTruthy();
  // The app's guest sign-in must have landed: arriving after a registration, it would replace
  // the new account's session (a flaky 401 on the next call).
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'session_role'))
    .toBe(true);
  return (await page.evaluate(() => localStorage.getItem('uuid'))) as string;
}

/**
 * Signs a password account up through the API from this page's browser (its cookies and device),
 * so the browser is the account's known device, then signs out again unless asked to stay.
 */
export async function registerViaApi(
  page: Page,
  options: { email?: string; password?: string; firstName?: string; staySignedIn?: boolean } = {},
) {
  const account = {
    email: options.email ?? uniqueEmail('seeker'),
    password: options.password ?? testPassword,
    firstName: options.firstName ?? 'Rosa',
  };
  const response = await page.request.post('/api/authentication/register', {
    data: {
      email: account.email,
      password: account.password,
      first_name: account.firstName,
      last_name: 'Tester',
      client_id: '1',
      client_secret: 'talkhire-web',
      device_uuid: await pageDeviceUuid(page),
    },
  });
  expect(response.status()).toBe(200);
  if (!options.staySignedIn) await signOutViaApi(page);
  return account;
}

/**
 * Signs a new seeker up on this page's browser as a first visit does: the page opens a guest
 * session first (registering before it lands would be undone by it), then the account is made.
 */
export async function signUpSeekerViaApi(page: Page, options: { firstName?: string; prefix?: string } = {}) {
  await page.goto(`${options.prefix ?? ''}/`);
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'session_role')?.value)
    .toBe('guest');
  return registerViaApi(page, {
    staySignedIn: true,
    ...(options.firstName ? { firstName: options.firstName } : {}),
  });
}

/** Signs this page's browser in with an emailed code (the account is created if new). */
export async function signInWithEmailCodeViaApi(page: Page, email: string) {
  const device_uuid = await pageDeviceUuid(page);
  const after = await lastMessageId(page.request, email);
  const sent = await page.request.post('/api/authentication/email-otp/send', { data: { email } });
  expect(sent.status()).toBe(200);
  const code = codeIn(await waitForMessage(page.request, email, { after }));
  const verified = await page.request.post('/api/authentication/email-otp/verify', {
    data: { email, otp: code, device_uuid },
  });
  expect(verified.status()).toBe(200);
}

export async function signOutViaApi(page: Page) {
  const response = await page.request.post('/api/authentication/log-out', { data: { source: 'web' } });
  expect(response.status()).toBe(200);
}

/** The readable `user` cookie of the page's browser (spec §3 display fields), or null. */
export async function sessionUser(
  page: Page,
): Promise<{ first_name: string; email: string; is_email_verify: boolean } | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'user');
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : null;
}

/** Signs a new seeker in on this page's context, with the profile completed as the wizard does (a chat needs one). */
export async function registerCompleteSeekerViaApi(page: Page) {
  const account = await registerViaApi(page, { staySignedIn: true });
  await completeProfileViaApi(page);
  return account;
}

/**
 * The same for a seeker who signs up with a Philippine mobile number and its SMS code, so the
 * account has a number (a mobile-number exchange shows it). Answers the number as stored.
 */
export async function registerCompleteSeekerByPhoneViaApi(page: Page): Promise<string> {
  const number = `917${String(Date.now()).slice(-7)}`;
  const device_uuid = await pageDeviceUuid(page);
  const phone = { country_code: '+63', phone_num: number };
  expect((await page.request.post('/api/authentication/phone-otp/send', { data: phone })).status()).toBe(200);
  const code = codeIn(await waitForMessage(page.request, `+63${number}`));
  const verified = await page.request.post('/api/authentication/phone-otp/verify', {
    data: { ...phone, otp: code, device_uuid },
  });
  expect(verified.status()).toBe(200);
  await completeProfileViaApi(page, { first_name: 'Paz', last_name: 'Tester' });
  return `+63${number}`;
}

/** The profile wizard's steps through the API: birthday, nationality, location, a job preference. */
async function completeProfileViaApi(
  page: Page,
  names: { first_name: string; last_name: string } | object = {},
) {
  const headers = { 'country-id': '167', 'language-id': '1' };
  const me = await page.request.patch('/api/jobseekers/me', {
    headers,
    data: { ...names, birthday: '1995-05-05', nationality_id: 167, location_id: 2001 },
  });
  expect(me.status()).toBe(200);
  const preference = await page.request.post('/api/jobseekers/job-preferences/create', {
    headers,
    data: manilaPreference,
  });
  expect(preference.status()).toBe(200);
  expect((await page.request.post('/api/jobseekers/complete-profile', { headers })).status()).toBe(200);
}
