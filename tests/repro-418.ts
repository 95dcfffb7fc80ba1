import { chromium } from '@playwright/test';
import { launchOptions } from './browser';

const origin = process.argv[2] ?? 'http://127.0.0.1:3700';
const browser = await chromium.launch(launchOptions);
const context = await browser.newContext({ baseURL: origin });
const page = await context.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text().slice(0, 300)); });
page.on('pageerror', (e) => console.log('pageerror:', e.message.slice(0, 300)));
await page.goto('/');
await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
const device = await page.evaluate(() => localStorage.getItem('uuid'));
const r = await page.request.post('/api/authentication/register', { data: { email: `r${Date.now()}@example.com`, password: 'Passw0rd!x', first_name: 'Rosa', last_name: 'Tester', client_id: '1', client_secret: 'talkhire-web', device_uuid: device ?? 'x' } });
console.log('register', r.status());
const jobs = await (await page.request.get('/api/jobs/search', { headers: { 'country-id': '167' } })).json();
const id = jobs.data.jobs[0].id;
for (const path of ['/', `/job/x-${id}`, '/companies', '/software-engineer-jobs']) {
  const html = await (await page.request.get(path)).text();
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30000 });
  console.log('loaded', path);
  if (process.env.DUMP) {
    const ssr = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`/tmp/exp/ssr-${path.replace(/\W/g, '_')}.html`, ssr);
  }
}
await browser.close();
