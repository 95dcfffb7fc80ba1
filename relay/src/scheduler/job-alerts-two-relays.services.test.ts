import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrateToLatest, openDatabase } from '../db/database';
import { seedDemoData } from '../seed/seed-demo-data';
import { philippineJobTemplate } from '../testing/new-job';
import { lastEndedPeriod } from './periods';

/**
 * Two relay processes on one PostgreSQL, each with its own scheduler started at boot, find the
 * same job alert due at the same moment: exactly one digest is queued.
 */
const relayDir = path.resolve(import.meta.dirname, '../..');
// Far from the ports other suites and e2e runs use on a shared machine, and below Linux's ephemeral
// range (32768–60999): at 47822 a socket of a test running beside this one, given that port as its
// own end, once made the relay's listen fail with EADDRINUSE.
const ports = [29812, 29822] as const;
const processes: ChildProcess[] = [];
let db: Db;
const email = `two-relays-${randomUUID()}@example.com`;
let alertId: number;

function startRelay(port: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: relayDir,
    env: {
      ...process.env,
      PORT: String(port),
      // The employer site would listen on PORT + 1; this test needs only the scheduler.
      EMPLOYER_PORT: 'off',
      SEED_JOBS: '400',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  processes.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 120_000;
    const check = () => {
      if (output.includes('Talkhire is running')) return resolve();
      if (child.exitCode !== null) return reject(new Error(`relay on ${port} exited: ${output}`));
      if (Date.now() > deadline) return reject(new Error(`relay on ${port} did not start`));
      setTimeout(check, 100);
    };
    check();
  });
}

beforeAll(async () => {
  db = await openDatabase({ url: process.env.DATABASE_URL });
  await migrateToLatest(db);
  await seedDemoData(db, { jobs: 400 });
  const day = 24 * 3600 * 1000;
  const template = await philippineJobTemplate(db);
  const word = Array.from({ length: 10 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  const postedAt = new Date(Date.now() - 1.5 * day);
  await db
    .insertInto('jobs')
    .values({ ...template, title: `${word} specialist`, posted_at: postedAt, updated_at: postedAt } as never)
    .execute();
  const user = await db
    .insertInto('users')
    .values({
      email,
      first_name: 'Two',
      last_name: 'Relays',
      role: 'jobseeker',
      active_key: 1,
      is_email_verify: true,
      is_mobile_verified: false,
      is_profile_completed: false,
      country_id: 167,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const alert = await db
    .insertInto('job_alerts')
    .values({
      user_id: user.id,
      keywords: word,
      filters: JSON.stringify({ job_locations: [template.location_id] }),
      criteria_key: word,
      edition_id: 167,
      language: 'en',
      frequency: 'daily',
      unsubscribe_token: randomBytes(24).toString('base64url'),
      created_at: new Date(Date.now() - 3 * day),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  alertId = alert.id;
  // Both boot at once; each scheduler runs as soon as its relay is ready.
  await Promise.all(ports.map(startRelay));
});

afterAll(async () => {
  await Promise.all(
    processes.map(async (child) => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    }),
  );
  await db.destroy();
});

describe('job alerts with two relays on one PostgreSQL', () => {
  it('queue one digest for the period, not one per relay', async () => {
    const period = lastEndedPeriod('daily', new Date());
    const deliveries = () =>
      db
        .selectFrom('job_alert_deliveries')
        .select(['period_key', 'job_count'])
        .where('alert_id', '=', alertId)
        .execute();
    await expect
      .poll(deliveries, { timeout: 30_000, interval: 200 })
      .toEqual([{ period_key: period.key, job_count: 1 }]);
    // Give the slower relay time to try too: it must find the period claimed.
    await new Promise((r) => setTimeout(r, 2000));
    expect(await deliveries()).toHaveLength(1);
    const mails = await db.selectFrom('outbox').select('subject').where('recipient', '=', email).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('(1)');
  });
});
