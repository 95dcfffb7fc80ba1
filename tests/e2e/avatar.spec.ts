import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { employerBaseURL } from '../playwright.config';
import { registerViaApi, sessionUser } from './support/accounts';
import { encodePng } from './support/png';
import { expect, test } from './support/test';

/** The demo recruiter of the Philippine edition (relay/src/seed/demo-accounts.ts). */
const boss = { email: 'boss.ph@demo.talkhire.local', password: 'Talkhire-boss-1', countryId: 167 };
const servedAvatar = /\/api\/jobseekers\/avatars\/[0-9a-f]{32}(-96)?\.webp$/;

/** A PNG of `width` × `height`, its left half red and right half blue. */
function twoColourPng(width: number, height: number): Buffer {
  return encodePng(width, height, (x) => (x < width / 2 ? [220, 30, 30] : [30, 30, 220]));
}

/**
 * The picture an <img> shows once loaded: the file it chose and that file's size in pixels (with
 * srcset, the element's own natural size is scaled to its slot, so the file is measured apart).
 */
async function shownPicture(image: Locator) {
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  return image.evaluate(async (img: HTMLImageElement) => {
    const file = new Image();
    file.src = img.currentSrc;
    await file.decode();
    return { src: img.currentSrc, width: file.naturalWidth, height: file.naturalHeight };
  });
}

/** An open job of this recruiter in its edition, found through the seeker's job search. */
async function jobOf(request: APIRequestContext, recruiterId: number, countryId: number) {
  for (let page = 1; page <= 40; page++) {
    const search = await request.get(`/api/jobs/search?page=${page}`, {
      headers: { 'country-id': String(countryId) },
    });
    const { jobs } = (await search.json()).data as { jobs: { id: number; recruiter: { id: number } }[] };
    const mine = jobs.find((j) => j.recruiter.id === recruiterId);
    if (mine) return mine;
    if (jobs.length === 0) break;
  }
  throw new Error(`no open job of recruiter ${recruiterId}`);
}

async function signInBoss(bossPage: Page) {
  await bossPage.goto('/');
  await bossPage.getByLabel('Work email').fill(boss.email);
  await bossPage.getByLabel('Password').fill(boss.password);
  await bossPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(bossPage).toHaveURL(/\/conversations$/);
}

test.describe('the avatar', () => {
  test('a seeker crops a photo; the header and the Boss console show it at once', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    const firstName = `Ava${Math.random().toString(36).slice(2, 7)}`;
    await page.goto('/');
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'session_role')?.value)
      .toBe('guest');
    await registerViaApi(page, { staySignedIn: true, firstName });

    // No photo yet: initials, in the header and on the profile.
    await page.goto('/profile');
    const header = page.getByTestId('header-avatar');
    await expect(header).toHaveText(`${firstName[0]}T`);
    const editor = page.getByTestId('avatar-editor');
    await expect(editor.getByTestId('avatar-editor-picture')).toHaveText(`${firstName[0]}T`);
    await expect(editor).toContainText('JPG, PNG or BMP, at most 10 MB.');

    // A wide picture: the dialog crops a square of it, moved by the keyboard and zoomed by the slider.
    await editor.getByTestId('avatar-file').setInputFiles({
      name: 'beach.png',
      mimeType: 'image/png',
      buffer: twoColourPng(600, 300),
    });
    const dialog = page.getByTestId('avatar-crop-dialog');
    await expect(dialog.getByRole('heading', { name: 'Crop your photo' })).toBeVisible();
    const cropArea = dialog.getByRole('group', { name: 'Crop area: use the arrow keys to move the photo' });
    await cropArea.focus();
    await cropArea.press('ArrowLeft');
    const zoom = dialog.getByLabel('Zoom');
    await zoom.focus();
    await zoom.press('ArrowRight');
    await expect(zoom).toHaveValue('1.05');
    await dialog.getByRole('button', { name: 'Save photo' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('toast').getByText('Your photo has been updated.')).toBeVisible();

    // The header shows it without a reload: the picture the relay made, square.
    const user = await sessionUser(page);
    const avatar = (user as { avatar: string | null } | null)?.avatar ?? '';
    expect(avatar).toMatch(servedAvatar);
    await expect(page.locator('img[data-testid="header-avatar"]')).toBeVisible();
    const headerPicture = await shownPicture(page.locator('img[data-testid="header-avatar"]'));
    expect(headerPicture.src).toMatch(servedAvatar);
    expect([96, 400]).toContain(headerPicture.width);
    expect(headerPicture.height).toBe(headerPicture.width);
    const large = await shownPicture(editor.locator('img[data-testid="avatar-editor-picture"]'));
    expect(large).toMatchObject({ width: 400, height: 400 });
    const served = await page.request.get(avatar);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(served.headers()['cache-control']).toContain('immutable');

    // The Boss sees it in the list, the candidate panel and the chat's heading, on the employer site.
    const bossContext = await browser.newContext({ baseURL: employerBaseURL });
    const bossPage = await bossContext.newPage();
    await signInBoss(bossPage);
    const me = (await (await bossPage.request.get('/api/recruiters/me')).json()).data as {
      recruiter_id: number;
    };
    const job = await jobOf(page.request, me.recruiter_id, boss.countryId);
    const applied = await page.request.post(`/api/data/jobs/${job.id}/applications`, {
      data: { source: 'web', first_message: 'Here is my application, with my new photo.' },
    });
    expect(applied.status()).toBe(200);
    await bossPage.reload();
    const row = bossPage.getByTestId('boss-conversation').filter({ hasText: `${firstName} Tester` });
    const listPicture = await shownPicture(row.locator('img[data-testid="boss-conversation-avatar"]'));
    expect(new URL(listPicture.src).origin).toBe(new URL(employerBaseURL).origin);
    expect(listPicture.src).toMatch(servedAvatar);
    expect(listPicture.width).toBeGreaterThan(0);
    await row.click();
    const panelPicture = await shownPicture(bossPage.locator('img[data-testid="boss-candidate-avatar"]'));
    expect(panelPicture.width).toBeGreaterThan(0);
    await bossPage.getByRole('button', { name: 'Start a chat' }).click();
    await expect(bossPage).toHaveURL(/\/conversations\/\d+$/);
    const chatPicture = await shownPicture(bossPage.locator('img[data-testid="boss-chat-avatar"]'));
    expect(chatPicture.src).toMatch(servedAvatar);

    // Back to initials: the header follows, and the Boss's list shows initials after a reload. (The
    // chat the Boss opened took the seeker's page to it: spec §2 jobseeker_redirect.)
    await page.goto('/profile');
    await editor.getByRole('button', { name: 'Remove photo' }).click();
    await expect(page.getByTestId('toast').getByText('Your photo has been removed.')).toBeVisible();
    await expect(header).toHaveText(`${firstName[0]}T`);
    expect((await page.request.get(avatar)).status()).toBe(404);
    await bossPage.reload();
    await expect(
      bossPage
        .getByTestId('boss-conversation')
        .filter({ hasText: `${firstName} Tester` })
        .getByTestId('boss-conversation-avatar'),
    ).toHaveText(`${firstName[0]}T`);
    await bossContext.close();
  });

  test('a text file renamed .png and a file over 10 MB are refused', async ({ page }) => {
    await registerViaApi(page, { staySignedIn: true });
    await page.goto('/profile');
    const editor = page.getByTestId('avatar-editor');
    const text = Buffer.from('These are my notes, not a photo.\n');

    // Too large: said before anything is sent.
    await editor.getByTestId('avatar-file').setInputFiles({
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    await expect(editor.getByRole('alert')).toHaveText('The file cannot be larger than 10 MB.');

    // Named like a picture: the browser cannot draw it, so no crop opens and nothing is sent.
    await editor
      .getByTestId('avatar-file')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: text });
    await expect(editor.getByRole('alert')).toHaveText(
      'This file type is not supported. Please upload a JPG, PNG or BMP image.',
    );
    await expect(page.getByTestId('avatar-crop-dialog')).toHaveCount(0);

    // Sent anyway: the relay reads the bytes, not the name.
    const refused = await page.request.post('/api/jobseekers/upload-avatar', {
      multipart: {
        avatar: { name: 'notes.png', mimeType: 'image/png', buffer: text },
        filename: 'notes.png',
      },
    });
    expect(refused.status()).toBe(415);
    expect(await refused.json()).toMatchObject({
      code: 41175,
      message: 'This file type is not supported. Please upload a JPG, PNG or BMP image.',
    });
    expect((await sessionUser(page)) as { avatar: string | null } | null).toMatchObject({ avatar: null });
  });
});
