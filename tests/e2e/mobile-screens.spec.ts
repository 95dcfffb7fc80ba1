import type { Locator, Page } from '@playwright/test';
import { registerCompleteSeekerViaApi } from './support/accounts';
import { expect, test } from './support/test';

const headers = { 'country-id': '167', 'language-id': '1' };
const phone = { width: 390, height: 844 };

/** The box of an element once it has settled (the page may still be starting, or fetching). */
async function boxOf(locator: Locator) {
  await expect(locator).toBeVisible();
  let box = await locator.boundingBox();
  await expect
    .poll(async () => {
      const now = await locator.boundingBox();
      const same = JSON.stringify(now) === JSON.stringify(box);
      box = now;
      return same;
    })
    .toBe(true);
  return box!;
}

/** The signed-in seeker starts a chat with the recruiter of a job of the search: its id. */
async function startChat(page: Page): Promise<number> {
  const search = await page.request.get('/api/jobs/search?page=1', { headers });
  const [job] = (await search.json()).data.jobs as { id: number; recruiter: { id: number } }[];
  const started = await page.request.post(`/api/job-applications/chats/${job!.recruiter.id}/jobseekers`, {
    headers,
    data: { job_id: job!.id, switch_job: true },
  });
  expect(started.status()).toBe(200);
  return (await started.json()).data.chat.id as number;
}

/** The signed-in seeker applies (through the API) to the first job of the search that takes it. */
async function applyToAJob(page: Page): Promise<number> {
  const search = await page.request.get('/api/jobs/search?page=1', { headers });
  for (const job of (await search.json()).data.jobs as { id: number }[]) {
    const applied = await page.request.post(`/api/data/jobs/${job.id}/applications`, { headers, data: {} });
    if (applied.status() === 200) return job.id;
  }
  throw new Error('no job of the first page takes an application');
}

test.describe('first screens on a phone (390 × 844)', () => {
  test.use({ viewport: phone });

  for (const prefix of ['', '/ar']) {
    test(`the first job of a search starts on the first screen${prefix ? ' (Arabic)' : ''}`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/job-search`);
      const first = await boxOf(page.getByTestId('job-card').first());
      expect(first.y, 'top of the first result').toBeLessThan(phone.height / 2);
      // The filters wait behind their button; the side column is not shown.
      await expect(page.getByTestId('filters-button')).toBeVisible();
      await expect(page.getByTestId('search-filters')).toBeHidden();
    });
  }

  test('the filters open in a sheet from their button, apply, and show their count', async ({ page }) => {
    await page.goto('/job-search');
    const total = page.getByTestId('search-total');
    const before = await total.textContent();
    const button = page.getByTestId('filters-button');
    await expect(button).toHaveAccessibleName('Filters');
    await button.click();

    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    const sheetBox = await boxOf(sheet);
    expect(sheetBox.y + sheetBox.height, 'the sheet sits on the bottom edge').toBeCloseTo(phone.height, 0);
    await sheet.getByTestId('filter-verified').click();
    await expect(page).toHaveURL(/\/job-search\?verifiedCompany=1$/);
    await expect(total).not.toHaveText(before!);
    await expect(sheet, 'the sheet stays open while choosing').toBeVisible();
    await sheet.getByTestId('filters-show-results').click();

    await expect(sheet).toBeHidden();
    await expect(button, 'focus goes back to the button').toBeFocused();
    await expect(page.getByTestId('filters-count')).toHaveText('1');
    await expect(button).toHaveAccessibleName('Filters, 1 filter on');
    for (const card of (await page.getByTestId('job-card').all()).slice(0, 3))
      await expect(card.getByText('Verified', { exact: true })).toBeVisible();

    // Escape closes the sheet too; clearing there drops the filter.
    await button.click();
    await expect(sheet.getByTestId('filter-verified')).toBeChecked();
    await sheet.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/job-search$/);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('filters-count')).toHaveCount(0);
  });

  for (const prefix of ['', '/ar']) {
    test(`the chat composer is fully on the screen${prefix ? ' (Arabic)' : ''}`, async ({ page }) => {
      await registerCompleteSeekerViaApi(page);
      const chatId = await startChat(page);
      await page.goto(`${prefix}/chat/${chatId}`);
      const composer = await boxOf(page.getByTestId('composer'));
      expect(composer.y + composer.height, 'bottom of the composer').toBeLessThanOrEqual(phone.height);
      await expect(page.getByTestId('composer-send')).toBeInViewport({ ratio: 1 });
      // The header's notification bell shows on a phone without opening the menu.
      await expect(page.getByRole('banner').getByTestId('notification-bell')).toBeInViewport({ ratio: 1 });
    });
  }
});

test.describe('the signed-in header on a wide screen', () => {
  test.describe.configure({ timeout: 60_000 });

  for (const { viewport, prefixes } of [
    { viewport: { width: 1280, height: 800 }, prefixes: ['', '/ar', '/id'] },
    { viewport: { width: 1920, height: 1080 }, prefixes: ['', '/ar'] },
  ])
    test(`is one row at ${viewport.width} px (${prefixes.map((p) => p || 'en').join(', ')})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await registerCompleteSeekerViaApi(page);
      for (const prefix of prefixes) {
        await page.goto(`${prefix}/`);
        await expect(page.getByTestId('logout')).toBeVisible();
        await expect(page.getByTestId('menu-toggle')).toBeHidden();
        const row = await headerRow(page);
        expect(row.height, `header height (${prefix || 'en'})`).toBeLessThanOrEqual(64);
        expect(row.items.length).toBeGreaterThanOrEqual(10);
        await expect(page.getByRole('banner').getByTestId('notification-bell')).toBeVisible();
        for (const item of row.items)
          expect(
            Math.abs(item.middle - row.brand.middle),
            `${item.text} in the brand's row`,
          ).toBeLessThanOrEqual(4);
        // Arabic mirrors the row: the brand at the right, the employer link at the left.
        if (prefix === '/ar') expect(row.employerX).toBeLessThan(row.brand.x);
        else expect(row.employerX).toBeGreaterThan(row.brand.x);
      }
    });
});

/** The header's height, and where the brand and each item shown in the menu sit, in one look. */
function headerRow(page: Page) {
  return page.evaluate(() => {
    const place = (element: Element) => {
      const box = element.getBoundingClientRect();
      return { x: box.x, middle: box.y + box.height / 2, text: (element as HTMLElement).innerText };
    };
    const items = [...document.querySelectorAll('#main-menu > *, .header__bell')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    });
    return {
      height: document.querySelector('header.header')!.getBoundingClientRect().height,
      brand: place(document.querySelector('.brand')!),
      items: items.map(place),
      employerX: document.querySelector('[data-testid="employer-link"]')!.getBoundingClientRect().x,
    };
  });
}

test.describe('every page has its own title and description', () => {
  test.describe.configure({ timeout: 90_000 });

  test('home, chat, My Jobs, applied jobs, the wizard and apply success, in English and Arabic', async ({
    page,
  }) => {
    await registerCompleteSeekerViaApi(page);
    const chatId = await startChat(page);
    const jobId = await applyToAJob(page);
    const pages = {
      home: '/',
      chat: `/chat/${chatId}`,
      myJobs: '/my-jobs',
      appliedJobs: '/applied-jobs',
      wizard: '/jobseeker-complete-profile',
      applySuccess: `/job/applied-${jobId}/apply/success`,
    };
    const english = {
      home: 'Talkhire – find jobs and chat directly with the Boss',
      chat: 'Chat | Talkhire',
      myJobs: 'My Jobs | Talkhire',
      appliedJobs: 'Applied jobs | Talkhire',
      wizard: 'Complete your profile | Talkhire',
      applySuccess: 'Application sent | Talkhire',
    };
    const description = page.locator('meta[name="description"]');

    const seen = new Map<string, { title: string; description: string }>();
    for (const prefix of ['', '/ar']) {
      const titles = new Set<string>();
      const descriptions = new Set<string>();
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(`${prefix}${path === '/' && prefix ? '' : path}`);
        if (!prefix) await expect(page).toHaveTitle(english[name as keyof typeof english]);
        else await expect(page).toHaveTitle(/[\u0600-\u06FF]/);
        const title = await page.title();
        await expect(description).toHaveAttribute('content', /\S{3}/);
        const text = (await description.getAttribute('content'))!;
        if (prefix) {
          expect(text, `${name}: an Arabic description`).toMatch(/[\u0600-\u06FF]/);
          expect(title, `${name}: not the English title`).not.toBe(seen.get(name)?.title);
          expect(text, `${name}: not the English description`).not.toBe(seen.get(name)?.description);
        } else seen.set(name, { title, description: text });
        titles.add(title);
        descriptions.add(text);
      }
      expect(titles.size, `titles differ per page (${prefix || 'en'})`).toBe(Object.keys(pages).length);
      expect(descriptions.size, `descriptions differ per page (${prefix || 'en'})`).toBe(
        Object.keys(pages).length,
      );
    }

    // Moving inside the app keeps them in step: from a chat to My Jobs by the header's link.
    await page.goto(`/chat/${chatId}`);
    await expect(page).toHaveTitle('Chat | Talkhire');
    await page.getByTestId('my-jobs-link').click();
    await expect(page).toHaveTitle('My Jobs | Talkhire');
    await expect(description).toHaveAttribute('content', seen.get('myJobs')!.description);
  });
});
