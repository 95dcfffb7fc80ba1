import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { signUpSeekerViaApi, uniqueEmail } from './support/accounts';
import { lastMessageId, waitForMessage } from './support/mailbox';
import { expect, test } from './support/test';

/** A PDF of `size` bytes: its signature first, then padding (the relay judges the first bytes). */
function pdfOf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
}

/** The relay's own fixture, a real two-second MP4 (VP9) made with ffmpeg, with a 2 MB `free` box
 * after it so that its upload lasts long enough on a slowed line to see the progress bar (players
 * and the relay's box walk skip free boxes). */
const twoSecondMp4 = (() => {
  const video = readFileSync(
    path.join(import.meta.dirname, '../../relay/src/services/resumes/fixtures/two-seconds.mp4'),
  );
  const free = Buffer.alloc(2 * 1024 * 1024);
  free.writeUInt32BE(free.length);
  free.write('free', 4, 'latin1');
  return Buffer.concat([video, free]);
})();

/** Slows this page's uploads to about 1 MB/s, so a few MB take seconds and the bar can be seen. */
async function slowUploads(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

test.describe('attached resumes', () => {
  test('upload with progress, rename, auto-send guards deletion, delete, download and send to an email', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    consoleErrors.allow(/status of 422/);
    await signUpSeekerViaApi(page, { firstName: 'Marisol' });
    await page.goto('/profile');
    const section = page.getByTestId('profile-resumes');
    await expect(section.getByRole('heading', { name: 'Attached resumes' })).toBeVisible();

    // A 3 MB upload on a slowed line: the progress bar shows and moves, then the resume is listed.
    const fast = await slowUploads(page);
    await section
      .getByTestId('resume-file')
      .setInputFiles({ name: 'Marisol CV.pdf', mimeType: 'application/pdf', buffer: pdfOf(3 * 1024 * 1024) });
    const bar = section.getByTestId('upload-progress').locator('progress');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAccessibleName('Upload of Marisol CV.pdf');
    await expect
      .poll(async () => Number(await bar.getAttribute('value')), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect(section.getByTestId('resume-name')).toHaveText('Marisol CV.pdf', { timeout: 30_000 });
    await expect(section.getByTestId('upload-progress')).toHaveCount(0);
    await fast();
    await expect(section.getByTestId('resume-item')).toContainText('3 MB');

    await section
      .getByTestId('resume-file')
      .setInputFiles({ name: 'Old CV.pdf', mimeType: 'application/pdf', buffer: pdfOf(2048) });
    await expect(section.getByTestId('resume-item')).toHaveCount(2);
    const first = section.getByTestId('resume-item').filter({ hasText: 'Marisol CV.pdf' });
    const second = section.getByTestId('resume-item').filter({ hasText: 'Old CV.pdf' });

    // Rename: special characters are refused on the field; a name in any script is kept, with .pdf.
    await first.getByTestId('resume-rename').click();
    await first.getByTestId('resume-rename-input').fill('CV <final>');
    await first.getByTestId('resume-rename-save').click();
    await expect(first.getByTestId('resume-rename-error')).toHaveText(
      'Use only letters, digits, spaces and - _ . ( ) in the file name.',
    );
    await first.getByTestId('resume-rename-input').fill('Marisol Reyes CV (2026)');
    await first.getByTestId('resume-rename-save').click();
    const renamed = section.getByTestId('resume-item').filter({ hasText: 'Marisol Reyes CV (2026).pdf' });
    await expect(renamed.getByTestId('resume-name')).toHaveText('Marisol Reyes CV (2026).pdf');

    // Auto-send on with the renamed resume: it is marked, and its deletion is refused with 41186.
    const autoSend = section.getByTestId('auto-send-setting');
    // The switch follows the relay's answer, so it turns on once the choice is saved.
    const autoSwitch = autoSend.getByRole('switch', { name: 'Send a resume automatically' });
    await autoSwitch.click();
    await expect(autoSwitch).toBeChecked();
    await autoSend.getByTestId('auto-send-resume').selectOption({ label: 'Marisol Reyes CV (2026).pdf' });
    await expect(autoSend.getByTestId('auto-send-status')).toHaveText(
      'Auto-send is on with Marisol Reyes CV (2026).pdf.',
    );
    await expect(renamed.getByTestId('resume-auto-send')).toHaveText('Auto-send');
    await renamed.getByTestId('resume-delete').click();
    await page.getByTestId('resume-delete-confirm').click();
    await expect(section.getByTestId('resume-error')).toHaveText(
      'This resume is selected for auto-send and cannot be deleted.',
    );
    await expect(section.getByTestId('resume-item')).toHaveCount(2);

    // Another resume goes.
    await second.getByTestId('resume-delete').click();
    await expect(page.getByTestId('resume-delete-dialog')).toContainText('Old CV.pdf will be deleted.');
    await page.getByTestId('resume-delete-confirm').click();
    await expect(section.getByTestId('resume-item')).toHaveCount(1);

    // Download: the file itself, as an attachment.
    const href = await renamed.getByTestId('resume-download').getAttribute('href');
    const download = await page.request.get(href ?? '');
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect(download.headers()['content-disposition']).toContain('attachment');
    expect((await download.body()).length).toBe(3 * 1024 * 1024);

    // Send to an email: a wrong address is refused in the dialog; the mail arrives with the file.
    const to = uniqueEmail('hiring');
    const before = await lastMessageId(page.request, to);
    await renamed.getByTestId('resume-send').click();
    const dialog = page.getByTestId('resume-send-dialog');
    await dialog.getByLabel('Email address').fill('not an address');
    await dialog.getByTestId('resume-send-submit').click();
    await expect(dialog).toContainText('Please enter a valid email address.');
    await dialog.getByLabel('Email address').fill(to);
    await dialog.getByTestId('resume-send-submit').click();
    await expect(dialog).toHaveCount(0);
    const mail = await waitForMessage(page.request, to, {
      after: before,
      matching: /Marisol Reyes CV \(2026\)\.pdf/,
    });
    const listed = await page.request.get(`/dev/mailbox/messages?recipient=${encodeURIComponent(to)}`);
    const withFiles = (
      (await listed.json()).data as {
        id: number;
        attachments: { id: number; filename: string; size: number }[];
      }[]
    ).find((m) => Number(m.id) === Number(mail.id));
    expect(withFiles?.attachments).toEqual([
      expect.objectContaining({ filename: 'Marisol Reyes CV (2026).pdf', size: 3 * 1024 * 1024 }),
    ]);
  });
});

test.describe('video resumes', () => {
  test('an MP4 uploads with progress, gets a cover from its own frame, plays, seeks and is deleted', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    consoleErrors.allow(/status of 415/);
    const playStatuses: number[] = [];
    page.on('response', (response) => {
      if (/\/video-resumes\/\d+\/play$/.test(new URL(response.url()).pathname))
        playStatuses.push(response.status());
    });
    await signUpSeekerViaApi(page, { firstName: 'Marisol' });
    await page.goto('/profile');
    const section = page.getByTestId('profile-video-resumes');
    await expect(section.getByRole('heading', { name: 'Video resume' })).toBeVisible();

    // Not an MP4: refused by its bytes, whatever it is called.
    await section
      .getByTestId('video-file')
      .setInputFiles({ name: 'me.mp4', mimeType: 'video/mp4', buffer: pdfOf(4096) });
    await expect(section.getByTestId('video-error')).toHaveText(
      'This video type is not supported. Please upload an MP4 file.',
    );

    // A real MP4 on a slowed line: the progress bar is seen.
    const fast = await slowUploads(page);
    await section
      .getByTestId('video-file')
      .setInputFiles({ name: 'Marisol intro.mp4', mimeType: 'video/mp4', buffer: twoSecondMp4 });
    await expect(section.getByTestId('upload-progress')).toBeVisible();
    await fast();
    const item = section.getByTestId('video-item');
    await expect(item).toHaveCount(1, { timeout: 30_000 });
    await expect(item).toContainText('Marisol intro.mp4');
    await expect(item).toContainText('0:02');
    // The browser drew a frame of the video and sent it as the cover.
    await expect(item.getByTestId('video-player')).toHaveAttribute('data-has-cover', 'true', {
      timeout: 20_000,
    });
    const poster = await item.getByTestId('video-player').getAttribute('poster');
    const cover = await page.request.get(poster ?? '');
    expect(cover.headers()['content-type']).toBe('image/jpeg');

    // It plays, and seeking asks the relay for a byte range.
    const player = item.getByTestId('video-player');
    await player.evaluate((video: HTMLVideoElement) => {
      video.muted = true;
      return video.play();
    });
    await expect
      .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime))
      .toBeGreaterThan(0);
    await player.evaluate(
      (video: HTMLVideoElement) =>
        new Promise<void>((resolve) => {
          video.addEventListener('seeked', () => resolve(), { once: true });
          video.currentTime = 1.5;
        }),
    );
    expect(await player.evaluate((video: HTMLVideoElement) => video.error)).toBeNull();
    // The player read the file in byte ranges (206), which is what lets it seek.
    expect(playStatuses).toContain(206);

    // Deleted after a confirmation.
    await item.getByTestId('video-delete').click();
    await page.getByTestId('video-delete-confirm').click();
    await expect(section.getByTestId('video-item')).toHaveCount(0);
    await expect(section).toContainText('No video resume yet.');
  });
});
