import type { Browser, Page } from '@playwright/test';
import { employerBaseURL } from '../../playwright.config';
import { expect } from './test';

/** A demo Boss (relay/src/seed/demo-accounts.ts). */
export interface DemoBoss {
  email: string;
  password: string;
}

/** Who the signed-in Boss is, as GET /api/recruiters/me answers. */
export interface BossMe {
  recruiter_id: number;
  company_id: number;
  time_zone: string;
}

/** The Boss signs in to the console through its form, in a browser context of their own. */
export async function signInBossConsole(browser: Browser, boss: DemoBoss) {
  const bossContext = await browser.newContext({ baseURL: employerBaseURL });
  const bossPage = await bossContext.newPage();
  await bossPage.goto('/');
  await bossPage.getByLabel('Work email').fill(boss.email);
  await bossPage.getByLabel('Password').fill(boss.password);
  await bossPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(bossPage).toHaveURL(/\/conversations$/);
  const me = (await (await bossPage.request.get('/api/recruiters/me')).json()).data as BossMe;
  return { bossContext, bossPage, me };
}

/**
 * The signed-in seeker of `page` starts a chat with the Boss about one of the Boss's own jobs (or
 * the company's first); answers the chat's id. `headers` name the Boss's edition.
 */
export async function startChatWithBoss(
  page: Page,
  me: Pick<BossMe, 'recruiter_id' | 'company_id'>,
  headers: Record<string, string>,
): Promise<number> {
  const jobs = (await (await page.request.get(`/api/companies/${me.company_id}/jobs`, { headers })).json())
    .data.jobs as { id: number; recruiter: { id: number } }[];
  const job = jobs.find((j) => j.recruiter.id === me.recruiter_id) ?? jobs[0];
  const started = await page.request.post(`/api/job-applications/chats/${me.recruiter_id}/jobseekers`, {
    headers,
    data: { job_id: job?.id, switch_job: true },
  });
  expect(started.status()).toBe(200);
  return (await started.json()).data.chat.id as number;
}
