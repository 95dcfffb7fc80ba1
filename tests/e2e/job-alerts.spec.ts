import type { Page } from '@playwright/test';
import { registerViaApi, uniqueEmail } from './support/accounts';
import { expect, test } from './support/test';

async function openSearch(page: Page, path = '/developer-jobs') {
  await page.goto(path);
  await expect(page.getByTestId('search-total')).toBeVisible();
}

test.describe('job alerts', () => {
  test('a seeker enables an alert from a search, then sees, updates and deletes it', async ({
    page,
    consoleErrors,
  }) => {
    // The same criteria twice are refused on purpose (409).
    consoleErrors.allow(/job-alerts\/create.*status of 409/);
    await registerViaApi(page, { staySignedIn: true });
    await openSearch(page, '/developer-jobs-in-metro-manila');

    await page.getByRole('button', { name: 'Enable job alert' }).click();
    const create = page.getByRole('dialog', { name: 'Create job alert' });
    await expect(create).toBeVisible();
    await expect(create.getByLabel('Keywords')).toHaveValue('developer');
    // A modal dialog: focus starts inside it and the page behind it is inert.
    await expect(create.locator(':focus')).toHaveCount(1);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
      expect(inside).toBe(true);
    }
    await expect(create.getByLabel('Receiving email')).toHaveCount(0);
    // Prefilled from the search: its keyword and its location.
    const place = 'Metro Manila';
    await expect(create.getByTestId('alert-location').locator('option:checked')).toHaveText(place);
    await create.getByRole('radio', { name: 'Weekly' }).check();
    await create.getByRole('button', { name: 'Enable job alert' }).click();
    await expect(create.getByTestId('job-alert-created')).toContainText('Your job alert is enabled');
    await create.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(create).toBeHidden();

    // The same criteria twice is the catalogue's duplicate (41279).
    await page.getByRole('button', { name: 'Enable job alert' }).click();
    await create.getByTestId('alert-location').selectOption({ label: place });
    await create.getByRole('radio', { name: 'Daily' }).check();
    await create.getByRole('button', { name: 'Enable job alert' }).click();
    await expect(create.getByTestId('alert-form-error')).toHaveText(
      'You already have a job alert with these filters.',
    );
    await page.keyboard.press('Escape');
    await expect(create).toBeHidden();
    // Closing gives focus back to the button that opened it.
    await expect(page.getByRole('button', { name: 'Enable job alert' })).toBeFocused();

    await page.getByRole('button', { name: 'Manage job alerts' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage job alerts' });
    const item = manage.getByTestId('job-alert-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('developer');
    await expect(item).toContainText(place);
    await expect(item).toContainText('Sent weekly to');

    await item.getByRole('button', { name: 'Edit' }).click();
    const update = page.getByRole('dialog', { name: 'Update job alert' });
    await update.getByLabel('Keywords').fill('designer');
    await update.getByRole('radio', { name: 'Daily' }).check();
    await update.getByRole('button', { name: 'Save changes' }).click();
    await expect(update).toBeHidden();
    await expect(manage.getByTestId('job-alert-notice')).toHaveText('Your job alert is updated.');
    await expect(item).toContainText('designer');
    await expect(item).toContainText('Sent daily to');

    // The account settings tab lists the same alert.
    await page.goto('/account-settings/job-alert');
    const settings = page.getByTestId('job-alert-settings');
    await expect(settings.getByRole('heading', { name: 'Job Alert' })).toBeVisible();
    await expect(settings.getByTestId('job-alert-item')).toContainText('designer');

    await settings.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete job alert' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(settings.getByTestId('job-alert-notice')).toHaveText('Your job alert is deleted.');
    await expect(settings.getByTestId('job-alerts-empty')).toBeVisible();
  });

  test('a visitor without an account enables an alert with an email and then manages it', async ({
    page,
  }) => {
    // No keyword and no filter: the form asks for one (a keyword alone would do).
    await openSearch(page, '/job-search');
    await page.getByRole('button', { name: 'Enable job alert' }).click();
    const create = page.getByRole('dialog', { name: 'Create job alert' });
    const submit = create.getByRole('button', { name: 'Enable job alert' });

    await submit.click();
    await expect(create.getByText('Please select at least one filter.')).toBeVisible();
    await expect(
      create.getByText('Please choose how often to receive the alert: daily or weekly.'),
    ).toBeVisible();
    await expect(create.getByText('Please enter a valid email address.')).toBeVisible();

    await create.getByTestId('alert-location').selectOption({ index: 1 });
    await create.getByRole('radio', { name: 'Daily' }).check();
    const email = uniqueEmail('alert');
    await create.getByLabel('Receiving email').fill(email);
    await submit.click();
    await expect(create.getByTestId('job-alert-created')).toContainText(email);
    await page.keyboard.press('Escape');

    // The silent account signed this browser in: its alerts are right there.
    await page.getByRole('button', { name: 'Manage job alerts' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage job alerts' });
    await expect(manage.getByTestId('job-alert-item')).toHaveCount(1);
    await expect(manage.getByTestId('job-alert-item')).toContainText(email);
  });

  test('an unsubscribe link that matches no alert says so', async ({ page, consoleErrors }) => {
    // The made-up token matches no alert on purpose (404).
    consoleErrors.allow(/job-alerts\/unsubscribe.*status of 404/);
    await page.goto(`/job-alert/unsubscribe?token=${'x'.repeat(32)}`);
    const main = page.getByTestId('job-alert-unsubscribe');
    await expect(main.getByRole('heading', { name: 'Job alert' })).toBeVisible();
    await expect(main.getByRole('alert')).toHaveText(
      'This link is not valid. The job alert may have been deleted.',
    );
  });
});
