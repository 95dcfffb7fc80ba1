import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { newAddress } from '../testing/addresses';
import { philippineJobTemplate } from '../testing/new-job';
import { type SignedInSeeker, signInSeeker } from '../testing/sign-in';
import { createTestApp } from '../testing/test-app';
import { createAppScheduler } from './app-scheduler';

const hour = 3600 * 1000;
const day = 24 * hour;
/** A Monday 00:00 UTC some weeks back: every job posted later in a test is one the test made. */
const monday = (() => {
  const today = Math.floor(Date.now() / day) * day;
  const sinceMonday = (Math.floor(today / day) + 3) % 7;
  return today - sinceMonday * day - 8 * 7 * day;
})();
const at = (days: number, hours = 0) => new Date(monday + days * day + hours * hour);

/** The scheduler's clock, moved by each test. */
const clock = { now: at(0) };
let app: App;
let template: Record<string, unknown>;
let locationId: number;

beforeAll(async () => {
  app = await createTestApp({}, { now: () => clock.now });
  const job = await philippineJobTemplate(app.services.db);
  template = job;
  locationId = job.location_id ?? 0;
});
afterAll(() => app.close());

/** A word no seeded job contains, so only the jobs a test posts match its alert. */
function uniqueWord(): string {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

async function postJob(target: App, title: string, postedAt: Date) {
  const row = await target.services.db
    .insertInto('jobs')
    .values({ ...template, title, posted_at: postedAt, updated_at: postedAt } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function createAlert(
  target: App,
  seeker: SignedInSeeker,
  options: { word: string; frequency: 'daily' | 'weekly'; createdAt: Date; languageId?: string },
) {
  const res = await target.inject({
    method: 'POST',
    url: '/api/jobs/job-alerts/create',
    headers: {
      'country-id': '167',
      'language-id': options.languageId ?? '1',
      'x-forwarded-for': newAddress(),
    },
    cookies: seeker.cookies,
    payload: {
      keywords: options.word,
      filters: { job_locations: [locationId] },
      frequency: options.frequency,
    },
  });
  expect(res.statusCode).toBe(200);
  const { id } = res.json().data as { id: number };
  // Created at a chosen moment of the test's calendar rather than the wall clock's.
  await target.services.db
    .updateTable('job_alerts')
    .set({ created_at: options.createdAt })
    .where('id', '=', id)
    .execute();
  return id;
}

async function mailsTo(target: App, seeker: SignedInSeeker) {
  const { email } = await target.services.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', seeker.userId)
    .executeTakeFirstOrThrow();
  return target.services.db
    .selectFrom('outbox')
    .select(['subject', 'body_text', 'body_html', 'status'])
    .where('recipient', '=', email)
    .orderBy('id')
    .execute();
}

async function runAt(target: App, when: Date) {
  clock.now = when;
  await target.services.scheduler.runDue();
}

describe('daily job alerts', () => {
  it('mails the jobs new since the last delivered day, once per day, with job and unsubscribe links', async () => {
    const seeker = await signInSeeker(app);
    const word = uniqueWord();
    const alertId = await createAlert(app, seeker, { word, frequency: 'daily', createdAt: at(0, 1) });
    const first = await postJob(app, `Senior ${word} engineer`, at(0, 3));
    await postJob(app, `Old ${word} role`, at(0, 0)); // before the alert existed

    await runAt(app, at(0, 5));
    expect(await mailsTo(app, seeker)).toEqual([]); // the day has not ended yet

    await runAt(app, at(1, 1));
    await runAt(app, at(1, 2)); // same period again: nothing more
    const mails = await mailsTo(app, seeker);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`New jobs for your job alert: ${word} (1)`);
    expect(mails[0]?.body_text).toContain(`Senior ${word} engineer`);
    expect(mails[0]?.body_text).toMatch(new RegExp(`/job/senior-${word}-engineer-${first}\\b`));
    expect(mails[0]?.body_text).not.toContain(`Old ${word} role`);
    const { unsubscribe_token } = await app.services.db
      .selectFrom('job_alerts')
      .select('unsubscribe_token')
      .where('id', '=', alertId)
      .executeTakeFirstOrThrow();
    expect(mails[0]?.body_text).toContain(`/job-alert/unsubscribe?token=${unsubscribe_token}`);
    expect(mails[0]?.body_html).toMatch(
      new RegExp(`<a href="http://[^"]+/job/senior-${word}-engineer-${first}">Senior ${word} engineer</a>`),
    );
    // The queued digest goes out like any other mail.
    await app.services.outbox.deliverPending();
    expect((await mailsTo(app, seeker))[0]?.status).toBe('sent');

    await postJob(app, `Junior ${word} <b>engineer</b>`, at(1, 4));
    await runAt(app, at(2, 0));
    const next = await mailsTo(app, seeker);
    expect(next).toHaveLength(2);
    expect(next[1]?.body_text).toContain(`Junior ${word} <b>engineer</b>`);
    expect(next[1]?.body_html).toContain(`Junior ${word} &#60;b&#62;engineer&#60;/b&#62;</a>`);
    expect(next[1]?.body_text).not.toContain(`Senior ${word} engineer`);
  });

  it('sends no mail for a day with nothing new, and records the day as done', async () => {
    const seeker = await signInSeeker(app);
    const alertId = await createAlert(app, seeker, {
      word: uniqueWord(),
      frequency: 'daily',
      createdAt: at(3, 1),
    });
    await runAt(app, at(4, 1));
    expect(await mailsTo(app, seeker)).toEqual([]);
    const deliveries = await app.services.db
      .selectFrom('job_alert_deliveries')
      .select(['period_key', 'job_count', 'outbox_id'])
      .where('alert_id', '=', alertId)
      .execute();
    expect(deliveries).toEqual([
      { period_key: `daily:${at(3).toISOString().slice(0, 10)}`, job_count: 0, outbox_id: null },
    ]);
  });

  it('stops mailing once the unsubscribe link is opened', async () => {
    const seeker = await signInSeeker(app);
    const word = uniqueWord();
    const alertId = await createAlert(app, seeker, { word, frequency: 'daily', createdAt: at(5, 1) });
    await postJob(app, `${word} analyst`, at(5, 2));
    const { unsubscribe_token } = await app.services.db
      .selectFrom('job_alerts')
      .select('unsubscribe_token')
      .where('id', '=', alertId)
      .executeTakeFirstOrThrow();
    const res = await app.inject({
      method: 'GET',
      url: `/api/jobs/job-alerts/unsubscribe?token=${unsubscribe_token}`,
    });
    expect(res.json().data).toEqual({ id: alertId, enabled: false });
    await runAt(app, at(6, 1));
    expect(await mailsTo(app, seeker)).toEqual([]);
  });

  it('writes the mail in the language the alert was made in', async () => {
    const seeker = await signInSeeker(app);
    const word = uniqueWord();
    await createAlert(app, seeker, { word, frequency: 'daily', createdAt: at(7, 1), languageId: '4' });
    await postJob(app, `${word} エンジニア`, at(7, 2));
    await runAt(app, at(8, 1));
    const [mail] = await mailsTo(app, seeker);
    expect(mail?.subject).toBe(`ジョブアラートの新着求人：${word}（1件）`);
    expect(mail?.body_text).toContain('/ja/job/');
  });
});

describe('a broken alert', () => {
  it('does not hold up the others', async () => {
    const seeker = await signInSeeker(app);
    const word = uniqueWord();
    // Filters no search accepts any more (say, a location taken out of the lists), stored earlier.
    const broken = await app.services.db
      .insertInto('job_alerts')
      .values({
        user_id: seeker.userId,
        keywords: null,
        filters: JSON.stringify({ job_locations: [987654] }),
        criteria_key: `broken-${word}`,
        edition_id: 167,
        language: 'en',
        frequency: 'daily',
        unsubscribe_token: `broken-token-${word}-0123456789`,
        created_at: at(9, 1),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Alerts are taken in id order: the broken one comes first.
    const good = await createAlert(app, seeker, { word, frequency: 'daily', createdAt: at(9, 1) });
    expect(broken.id).toBeLessThan(good);
    await postJob(app, `${word} keeper`, at(9, 2));
    await runAt(app, at(10, 1));
    const mails = await mailsTo(app, seeker);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body_text).toContain(`${word} keeper`);
  });
});

describe('weekly job alerts', () => {
  it('mails on the Monday after the week, covering the whole week', async () => {
    const seeker = await signInSeeker(app);
    const word = uniqueWord();
    await createAlert(app, seeker, { word, frequency: 'weekly', createdAt: at(14, 1) });
    await postJob(app, `${word} on Tuesday`, at(15, 9));
    await postJob(app, `${word} on Sunday`, at(20, 22));
    await runAt(app, at(20, 23));
    expect(await mailsTo(app, seeker)).toEqual([]);
    await runAt(app, at(21, 1));
    await runAt(app, at(22, 1));
    const mails = await mailsTo(app, seeker);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('(2)');
    expect(mails[0]?.body_text).toContain(`${word} on Tuesday`);
    expect(mails[0]?.body_text).toContain(`${word} on Sunday`);
  });
});

describe('delivery is exactly once', () => {
  it('sends one mail when several schedulers race for the same period on one database', async () => {
    const seeker = await signInSeeker(app);
    const word = uniqueWord();
    await createAlert(app, seeker, { word, frequency: 'daily', createdAt: at(28, 1) });
    await postJob(app, `${word} racer`, at(28, 2));
    clock.now = at(29, 1);
    const { config, db, outbox } = app.services;
    const others = [1, 2, 3].map(() =>
      createAppScheduler({ config, db, outbox, now: () => clock.now, onError: () => {} }),
    );
    await Promise.all([app.services.scheduler.runDue(), ...others.map((s) => s.runDue())]);
    expect(await mailsTo(app, seeker)).toHaveLength(1);
  });
});

describe('restarts', () => {
  // Two relays each run initdb, migrations and the seed in a data folder (no snapshot there): on a
  // loaded machine that alone passed the default 30 s.
  it('neither loses nor repeats a delivery when a new relay opens the same data', {
    timeout: 120_000,
  }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'talkhire-scheduler-'));
    try {
      const first = await createTestApp({}, { now: () => clock.now, dataDir: path.join(dataDir, 'pglite') });
      const seeker = await signInSeeker(first);
      const word = uniqueWord();
      await createAlert(first, seeker, { word, frequency: 'daily', createdAt: at(35, 1) });
      await postJob(first, `${word} before the stop`, at(35, 2));
      await runAt(first, at(36, 1));
      expect(await mailsTo(first, seeker)).toHaveLength(1);
      // Jobs posted while the relay is down are not lost.
      await postJob(first, `${word} while down`, at(36, 5));
      await first.close();

      const second = await createTestApp({}, { now: () => clock.now, dataDir: path.join(dataDir, 'pglite') });
      try {
        await runAt(second, at(36, 2)); // the period the first relay already sent
        expect(await mailsTo(second, seeker)).toHaveLength(1);
        await runAt(second, at(39, 1)); // three days later: one digest catches up
        const mails = await mailsTo(second, seeker);
        expect(mails).toHaveLength(2);
        expect(mails[1]?.body_text).toContain(`${word} while down`);
        expect(mails[1]?.body_text).not.toContain(`${word} before the stop`);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
