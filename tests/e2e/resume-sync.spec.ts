import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { signUpSeekerViaApi } from './support/accounts';
import { expect, test } from './support/test';

/** A Word resume of the relay's measurement corpus: three jobs, two degrees, seven skills, a link. */
const priyaDocx = readFileSync(
  path.join(import.meta.dirname, '../../relay/src/services/resume-sync/corpus/files/en-pipe-docx.docx'),
);
const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function attach(page: Page, name: string, mimeType: string, buffer: Buffer) {
  const section = page.getByTestId('profile-resumes');
  await section.getByTestId('resume-file').setInputFiles({ name, mimeType, buffer });
  const item = section.getByTestId('resume-item').filter({ hasText: name });
  await expect(item).toBeVisible({ timeout: 30_000 });
  return item;
}

test.describe('sync the profile from a resume', () => {
  test('the items found are ticked, one is unticked, and the profile shows the rest', async ({ page }) => {
    test.setTimeout(180_000);
    await signUpSeekerViaApi(page, { firstName: 'Priya' });
    await page.goto('/profile');
    const item = await attach(page, 'Priya Nair.docx', docxType, priyaDocx);

    await item.getByRole('button', { name: 'Sync Priya Nair.docx to your profile' }).click();
    const dialog = page.getByTestId('resume-sync-dialog');
    await expect(dialog.getByRole('heading', { name: 'Sync your profile from a resume' })).toBeVisible();
    const work = dialog.getByTestId('sync-group-work_experience');
    await expect(work.getByTestId('sync-item')).toHaveCount(3, { timeout: 30_000 });
    await expect(work.getByRole('checkbox', { name: /Data Analyst\s*Grab Holdings/ })).toBeChecked();
    await expect(dialog.getByTestId('sync-group-education').getByTestId('sync-item')).toHaveCount(2);
    await expect(dialog.getByTestId('sync-group-skill').getByRole('checkbox', { name: 'SQL' })).toBeChecked();
    // The e-mail is shown but changes only in account settings, with a code.
    await expect(dialog.getByRole('checkbox', { name: 'priya.nair@example.sg' })).toBeDisabled();

    // The internship is not kept.
    const internship = work.getByRole('checkbox', { name: /Analytics Intern\s*Shopee/ });
    await internship.uncheck();
    await expect(internship).not.toBeChecked();
    await dialog.getByTestId('resume-sync-confirm').click();
    await expect(dialog.getByTestId('resume-sync-done')).toContainText('Your profile is updated.');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toHaveCount(0);

    const workSection = page.getByTestId('profile-work');
    await expect(workSection.getByTestId('work-entry')).toHaveCount(2);
    await expect(workSection).toContainText('Grab Holdings');
    await expect(workSection).toContainText('DBS Bank');
    await expect(workSection).not.toContainText('Shopee');
    await expect(page.getByTestId('profile-education')).toContainText('National University of Singapore');
    await expect(page.getByTestId('skills-list')).toContainText('Tableau');

    // Synced again, everything is already there: nothing is ticked and nothing can be confirmed.
    await item.getByRole('button', { name: 'Sync Priya Nair.docx to your profile' }).click();
    await expect(dialog.getByRole('checkbox', { name: /Data Analyst\s*Grab Holdings/ })).toBeDisabled({
      timeout: 30_000,
    });
    await expect(dialog.getByText('Already in your profile.').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
  });

  test('a PDF without text says why it cannot be read (41281)', async ({ page, consoleErrors }) => {
    test.setTimeout(120_000);
    consoleErrors.allow(/status of 422/);
    await signUpSeekerViaApi(page, { firstName: 'Priya' });
    await page.goto('/profile');
    // A scan: one page that paints a picture (a grey block) and has no text layer.
    const scan = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
        '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj\n' +
        '4 0 obj << /Length 24 >>\nstream\n0.5 g 40 40 500 700 re f\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const item = await attach(page, 'Scan.pdf', 'application/pdf', scan);
    await item.getByRole('button', { name: 'Sync Scan.pdf to your profile' }).click();
    const error = page.getByTestId('resume-sync-error');
    await expect(error).toContainText('We could not read your resume.', { timeout: 30_000 });
    await expect(error).toContainText('scanned image');
    await expect(page.getByTestId('resume-sync-confirm')).toHaveCount(0);
  });
});
