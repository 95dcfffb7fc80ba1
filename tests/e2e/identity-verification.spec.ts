import type { BrowserContext, Page } from '@playwright/test';
import { registerCompleteSeekerViaApi, registerViaApi } from './support/accounts';
import { jobPagePath } from './support/job-path';
import { type ConsoleErrors, expect, test } from './support/test';

/** The stand-in's personas that `npm start` runs (relay/src/services/myinfo-stand-in/personas.ts). */
const myInfoPersonas = {
  citizen: 'S9812381D',
  permanentResident: 'S9812379B',
  unavailable: 'S9812391A',
} as const;

/** Spec §4/§9: the identity cookies last 3 days. */
const threeDaysSeconds = 259_200;

/** The Singapore edition, where identity verification lives (spec §1). */
async function onSingaporeEdition(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'country', value: 'sg', url: baseURL ?? '' }]);
}

/**
 * The provider's own pages (MockPass's login and consent, on the stand-in's origin, not ours) ask
 * for a web font from the internet and a favicon MockPass does not have: their failures are the
 * stand-in's, not the product's. Our own origin stays watched.
 */
function allowProviderPageNoise(consoleErrors: ConsoleErrors, baseURL: string | undefined) {
  const ours = new URL(baseURL ?? 'http://127.0.0.1').port;
  consoleErrors.allow(
    new RegExp(
      `^http://127\\.0\\.0\\.1:(?!${ours}/)\\d+/(mockpass/resources/img/)?favicon\\.ico: Failed to load resource`,
    ),
  );
  consoleErrors.allow(/^https:\/\/fonts\.googleapis\.com\/css\?family=Open\+Sans: Failed to load resource/);
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

/**
 * Taps an identity-login button once it has its authorise URL, and answers the provider's new
 * window: MockPass's Singpass login page (the persona picked from its list), then its MyInfo
 * consent page (allow). The window then comes back through our callback to the return URL.
 */
async function verifyAtProvider(page: Page, button: ReturnType<Page['getByTestId']>, nric: string) {
  await expect(button).toHaveAttribute('data-state', 'Ready');
  const [provider] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  await provider.waitForLoadState();
  await provider.locator('#loginModelbtn:visible').first().click();
  const persona = provider.locator(`#id-datalist option[value^="${nric}"]`);
  const personaName = await persona.getAttribute('value');
  expect(personaName).toContain(nric);
  // The list's input handler goes to the picked persona's Singpass login.
  await provider.locator('#id-input').fill(personaName ?? '');
  await expect(provider.locator('#allow')).toBeChecked();
  await provider.locator('input[type="submit"]').click();
  await provider.waitForURL((url) => url.searchParams.get('show_identity_info') === '1');
  return provider;
}

/** An active in-product Singapore job open only to Singapore Citizens and PRs (the seed's restriction). */
async function restrictedJob(page: Page) {
  const headers = { 'country-id': '193', 'language-id': '1' };
  for (let p = 1; p <= 10; p++) {
    const search = await page.request.get(`/api/jobs/search?page=${p}`, { headers });
    for (const card of (await search.json()).data.jobs as { id: number }[]) {
      const detail = (await (await page.request.get(`/api/jobs/${card.id}`, { headers })).json()).data as {
        id: number;
        title: string;
        status: string;
        external_apply_url: string | null;
        eligibility_identity_ids: number[] | null;
      };
      if (
        detail.status === 'active' &&
        detail.external_apply_url === null &&
        detail.eligibility_identity_ids?.includes(2) &&
        !detail.eligibility_identity_ids.includes(10)
      )
        return detail;
    }
  }
  throw new Error('no restricted Singapore job found');
}

/** A small but real PDF: applying sends an attached resume. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

test.describe('Singapore identity verification', () => {
  // Each journey crosses two sites (ours and the MyInfo stand-in's login page) in a popup: on a
  // loaded machine they ran out of the default 30 s while still moving.
  test.describe.configure({ timeout: 90_000 });
  test('a newcomer verifies as the citizen persona and then carries the verified badge', async ({
    page,
    context,
    baseURL,
    consoleErrors,
  }) => {
    allowProviderPageNoise(consoleErrors, baseURL);
    await onSingaporeEdition(context, baseURL);
    await registerViaApi(page, { staySignedIn: true });
    await page.goto('/profile');
    const prompt = page.getByTestId('identity-prompt');
    await expect(prompt).toContainText('Verify your identity with Singpass');
    await expect(page.getByTestId('work-eligibility')).toContainText('Verify with Singpass');

    const provider = await verifyAtProvider(
      page,
      prompt.getByTestId('identity-login'),
      myInfoPersonas.citizen,
    );
    // Step 2: the return URL is this page with the flag, kept 3 days.
    const returnUrl = await cookie(context, 'identity_return_url');
    expect(decodeURIComponent(returnUrl?.value ?? '')).toBe('/profile?show_identity_info=1');
    expect(Math.abs((returnUrl?.expires ?? 0) - (Date.now() / 1000 + threeDaysSeconds))).toBeLessThan(120);
    // The first window waits; the provider's window came back to the profile with the flag.
    await expect(prompt.getByTestId('identity-login')).toHaveAttribute('data-state', 'AwayAtProvider');
    expect(new URL(provider.url()).pathname).toBe('/profile');

    const confirm = provider.getByTestId('identity-confirm-dialog');
    await expect(confirm).toHaveAttribute('data-state', 'shown');
    await expect(provider.getByRole('dialog', { name: 'Confirm your information' })).toBeVisible();
    const row = (name: string) => confirm.getByTestId(`identity-row-${name}`).locator('dd');
    await expect(row('uinfin')).toHaveText(myInfoPersonas.citizen);
    await expect(row('name')).toHaveText('TAN HENG HUAT');
    await expect(row('residential_status')).toHaveText('CITIZEN');
    await expect(row('pass_type')).toHaveText('-');
    await expect(confirm.getByRole('term')).toHaveCount(7);

    await confirm.getByTestId('identity-submit').click();
    const success = provider.getByTestId('identity-success-dialog');
    await expect(success.getByTestId('identity-new-identity')).toContainText('Singapore Citizen');
    await expect(success.getByRole('listitem')).toHaveCount(3);
    await expect(success.getByTestId('identity-find-jobs')).toHaveText('Find jobs now');
    // Closing reloads the page without the flag, now showing the seeker as verified.
    await success.getByRole('button', { name: 'Close' }).click();
    await provider.waitForURL((url) => url.pathname === '/profile' && url.search === '');
    await expect(provider.getByTestId('basic-name').getByTestId('verified-badge')).toHaveText(/Verified/);
    await expect(provider.getByTestId('work-eligibility')).toContainText('Singapore Citizen (verified)');
    await expect(provider.getByTestId('identity-prompt')).toHaveCount(0);
    await expect(provider.getByTestId('identity-login')).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('basic-name').getByTestId('verified-badge')).toBeVisible();
    const status = await page.request.get('/api/jobseekers/identity-verification');
    expect((await status.json()).data).toMatchObject({ verified: true, user_identity_id: 1 });
  });

  test('the unavailable persona shows the failed dialog, and do it later postpones for 3 days (Arabic)', async ({
    page,
    context,
    baseURL,
    consoleErrors,
  }) => {
    // The relay answers the provider's failure (41431) as 503 Service Unavailable.
    consoleErrors.allow(
      /\/api\/sg\/myinfo\/user-info: Failed to load resource: the server responded with a status of 503/,
    );
    allowProviderPageNoise(consoleErrors, baseURL);
    await onSingaporeEdition(context, baseURL);
    await registerViaApi(page, { staySignedIn: true });
    await page.goto('/ar/profile');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const prompt = page.getByTestId('identity-prompt');
    const provider = await verifyAtProvider(
      page,
      prompt.getByTestId('identity-login'),
      myInfoPersonas.unavailable,
    );
    expect(new URL(provider.url()).pathname).toBe('/ar/profile');

    const failed = provider.getByRole('dialog', { name: 'فشل التحقق' });
    await expect(failed).toContainText('خدمة بيانات الهوية الوطنية غير متاحة حاليًا');
    await expect(failed.getByRole('definition')).toHaveText(Array(7).fill('فشل'));
    const again = failed.getByTestId('identity-login');
    await expect(again).toHaveClass(/identity-login__button--danger/);
    await expect(again).toHaveAttribute('data-state', 'Ready');

    await failed.getByTestId('identity-later').click();
    await expect(failed).toHaveCount(0);
    await provider.waitForURL((url) => url.pathname === '/ar/profile' && url.search === '');
    const later = await cookie(context, 'identity_do_it_later');
    expect(later?.value).toBe('1');
    expect(Math.abs((later?.expires ?? 0) - (Date.now() / 1000 + threeDaysSeconds))).toBeLessThan(120);
    // Postponed: the prompt stays away, the profile's own button stays.
    await provider.reload();
    await expect(provider.getByTestId('work-eligibility').getByTestId('identity-login')).toBeVisible();
    await expect(provider.getByTestId('identity-prompt')).toHaveCount(0);
    const status = await page.request.get('/api/jobseekers/identity-verification');
    expect((await status.json()).data).toMatchObject({ verified: false });
  });

  test('a restricted job refuses an unverified seeker (41274) and takes them once verified as a PR', async ({
    page,
    context,
    baseURL,
    consoleErrors,
  }) => {
    // Applying before the verification is refused on purpose (422, 41274).
    consoleErrors.allow(
      /\/api\/data\/jobs\/\d+\/applications: Failed to load resource: the server responded with a status of 422/,
    );
    allowProviderPageNoise(consoleErrors, baseURL);
    await onSingaporeEdition(context, baseURL);
    await registerCompleteSeekerViaApi(page);
    // A self-declared identity is not a verified one.
    const declared = await page.request.patch('/api/jobseekers/me', { data: { declared_identity_id: 2 } });
    expect(declared.status()).toBe(200);
    const uploaded = await page.request.post('/api/jobseekers/resume/upload', {
      multipart: { file: { name: 'CV.pdf', mimeType: 'application/pdf', buffer: pdf } },
    });
    expect(uploaded.status()).toBe(200);
    const job = await restrictedJob(page);

    await page.goto(jobPagePath(job));
    const eligibility = page.getByTestId('job-eligibility');
    await expect(eligibility).toContainText('Open to: Singapore Citizen, Singapore Permanent Resident');
    await expect(page.getByTestId('job-eligibility-verify')).toBeVisible();

    await page.getByTestId('chat-button').click();
    await expect(page.getByTestId('chat-refusal')).toBeVisible();
    await page.getByTestId('apply-button').click();
    const apply = page.getByTestId('apply-dialog');
    await apply.getByTestId('apply-submit').click();
    await expect(apply.getByTestId('apply-refusal')).toHaveText(
      'Your identity does not match the eligibility requirements of this job.',
    );
    await apply
      .getByRole('button', { name: /cancel|close/i })
      .first()
      .click();

    const provider = await verifyAtProvider(
      page,
      page.getByTestId('job-eligibility-verify').getByTestId('identity-login'),
      myInfoPersonas.permanentResident,
    );
    expect(new URL(provider.url()).pathname).toBe(jobPagePath(job));
    const confirm = provider.getByTestId('identity-confirm-dialog');
    await expect(confirm.getByTestId('identity-row-residential_status').locator('dd')).toHaveText('PR');
    await confirm.getByTestId('identity-submit').click();
    const success = provider.getByTestId('identity-success-dialog');
    await expect(success.getByTestId('identity-new-identity')).toContainText('Singapore Permanent Resident');
    await success.getByRole('button', { name: 'Close' }).click();
    await provider.waitForURL((url) => url.pathname === jobPagePath(job) && url.search === '');
    await expect(provider.getByTestId('job-eligibility')).toContainText('Open to:');
    await expect(provider.getByTestId('job-eligibility-verify')).toHaveCount(0);

    await provider.getByTestId('apply-button').click();
    await provider.getByTestId('apply-dialog').getByTestId('apply-submit').click();
    await expect(provider).toHaveURL(new RegExp(`-${job.id}/apply/success$`));
    await provider.goto(jobPagePath(job));
    await provider.getByTestId('chat-button').click();
    await expect(provider).toHaveURL(/\/chat\/\d+/);
  });
});
