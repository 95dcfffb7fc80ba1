import { type EditionKey, editions, type LanguageCode } from '@talkhire/config';
import { locationsOf, optionLists, taxonomy } from '@talkhire/config/lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrateToLatest, openDatabase } from '../db/database';
import type { JobRow } from '../db/schema';
import { verifyPassword } from '../services/authentication/password';
import { replayedTo } from '../testing/chat-logs';
import { demoAccounts, demoRecruiterAccounts } from './demo-accounts';
import { companyCount, type SeedResult, seedDemoData } from './seed-demo-data';

const jobCount = 3000;
const day = 86_400_000;
const now = new Date();

async function freshDatabase(): Promise<Db> {
  const db = await openDatabase({ dataDir: 'memory' });
  await migrateToLatest(db);
  return db;
}

const keyOf = new Map<number, EditionKey>(editions.map((e) => [e.id, e.key]));
const titleById = new Map(
  taxonomy.flatMap((m) =>
    m.job_functions.flatMap((f) =>
      f.function_titles.map((t) => [t.id, { title: t, functionId: f.id, mainId: m.id }] as const),
    ),
  ),
);

describe('demo data seeding', () => {
  let db: Db;
  let result: SeedResult;
  let jobs: JobRow[];

  beforeAll(async () => {
    db = await freshDatabase();
    result = await seedDemoData(db, { jobs: jobCount, now });
    jobs = await db.selectFrom('jobs').selectAll().orderBy('id').execute();
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it('gives each demo seeker a chat with invitations in several statuses and an offer, in their chat log', async () => {
    const seekers = await db
      .selectFrom('users')
      .select('id')
      .where(
        'email',
        'in',
        demoAccounts.map((a) => a.email),
      )
      .execute();
    for (const { id } of seekers) {
      const statuses = await db
        .selectFrom('interviews')
        .select('status')
        .where('jobseeker_id', '=', id)
        .execute();
      expect(new Set(statuses.map((s) => s.status)).size).toBeGreaterThanOrEqual(3);
      const offers = await db.selectFrom('offers').select('status').where('jobseeker_id', '=', id).execute();
      expect(offers.map((o) => o.status)).toEqual(['sent']);
      const events = await replayedTo(db, id);
      expect(events.filter((e) => e.event.type === 'interview')).toHaveLength(statuses.length);
    }
  });

  it('inserts the requested jobs, a tenth as many companies, their recruiters and the demo users', async () => {
    expect(result).toMatchObject({
      seeded: true,
      jobs: jobCount,
      companies: companyCount(jobCount),
      users: demoAccounts.length,
    });
    expect(result.recruiters).toBeGreaterThanOrEqual(result.companies);
    expect(result.recruiters).toBeLessThanOrEqual(result.companies * 4);
    expect(jobs).toHaveLength(jobCount);
    const count = async (table: 'companies' | 'recruiters' | 'users') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('companies')).toBe(result.companies);
    expect(await count('recruiters')).toBe(result.recruiters);
    // The demo seekers, the demo Bosses, and a chat account for the Boss of each demo seeker whose
    // edition has no demo Boss (jp, id).
    const editionsWithBoss = new Set(demoRecruiterAccounts.map((a) => a.country_key));
    const bossless = demoAccounts.filter((a) => !editionsWithBoss.has(a.country_key)).length;
    expect(await count('users')).toBe(demoAccounts.length + demoRecruiterAccounts.length + bossless);
    expect(companyCount(20_000)).toBe(2_000);
    expect(companyCount(200_000)).toBe(20_000);
  });

  it('does not seed a catalogue that already has jobs', async () => {
    const again = await seedDemoData(db, { jobs: jobCount, now });
    expect(again).toEqual({ seeded: false, jobs: 0, companies: 0, recruiters: 0, users: 0 });
    const n = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(jobCount);
  });

  it('produces the same catalogue on another database at another time', async () => {
    const other = await freshDatabase();
    try {
      await seedDemoData(other, { jobs: jobCount, now: new Date(now.getTime() + 3 * day) });
      const pick = (d: Db) =>
        d
          .selectFrom('jobs')
          .innerJoin('companies', 'companies.id', 'jobs.company_id')
          .innerJoin('recruiters', 'recruiters.id', 'jobs.recruiter_id')
          .select([
            'jobs.id',
            'jobs.title',
            'jobs.description',
            'jobs.skills',
            'jobs.salary_from',
            'jobs.salary_to',
          ])
          .select(['companies.name as company', 'recruiters.last_name as recruiter', 'jobs.work_arrangement'])
          .where('jobs.id', 'in', [1, 2, 777, 1500, 2999, 3000])
          .orderBy('jobs.id')
          .execute();
      const [mine, theirs] = await Promise.all([pick(db), pick(other)]);
      expect(mine).toHaveLength(6);
      expect(theirs).toEqual(mine);
    } finally {
      await other.destroy();
    }
    // It migrates and seeds a whole database, as beforeAll does under the 120 s hook timeout: 30 s
    // was too short for it on CI's loaded machine.
  }, 120_000);

  it('covers every edition, the five big markets most', () => {
    const perEdition = new Map<EditionKey, number>();
    for (const j of jobs)
      perEdition.set(keyOf.get(j.edition_id)!, (perEdition.get(keyOf.get(j.edition_id)!) ?? 0) + 1);
    for (const e of editions) expect(perEdition.get(e.key), e.key).toBeGreaterThan(0);
    const ranked = [...perEdition.entries()].sort((a, b) => b[1] - a[1]).map(([k]) => k);
    expect(ranked.slice(0, 5).sort()).toEqual(['id', 'jp', 'my', 'ph', 'sg']);
    expect(ranked[0]).toBe('ph');
    // 'Others' is the cross-border edition: mostly remote.
    const com = jobs.filter((j) => keyOf.get(j.edition_id) === 'com');
    expect(com.filter((j) => j.work_arrangement === 'remote').length / com.length).toBeGreaterThan(0.5);
  });

  it('writes titles in the edition language, straight from the taxonomy', () => {
    const language: Record<EditionKey, string> = Object.fromEntries(
      editions.map((e) => [e.key, e.seoLanguage]),
    ) as never;
    const scripts: Partial<Record<EditionKey, RegExp>> = {
      jp: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
      tw: /\p{Script=Han}/u,
      hk: /\p{Script=Han}/u,
      sa: /\p{Script=Arabic}/u,
      ae: /\p{Script=Arabic}/u,
    };
    for (const j of jobs) {
      const key = keyOf.get(j.edition_id)!;
      expect(j.language).toBe(language[key]);
      const hit = titleById.get(j.function_title_id);
      expect(hit, `title ${j.function_title_id}`).toBeDefined();
      expect(j.title).toContain(hit!.title.value[j.language as LanguageCode]);
      expect(j.job_function_id).toBe(hit!.functionId);
      expect(j.main_function_id).toBe(hit!.mainId);
      const script = scripts[key];
      if (script) expect(script.test(j.title), `${key}: ${j.title}`).toBe(true);
    }
    for (const key of ['id', 'tr', 'br', 'es'] as const) {
      const own = jobs.filter((j) => keyOf.get(j.edition_id) === key);
      const translated = own.filter((j) => j.title !== titleById.get(j.function_title_id)!.title.value.en);
      expect(translated.length / own.length, key).toBeGreaterThan(0.7);
    }
  });

  it('uses every pay type, job type, experience level, degree and work arrangement', () => {
    const seen = (pick: (j: JobRow) => unknown) => new Set(jobs.map(pick));
    expect(seen((j) => j.pay_type)).toEqual(new Set(optionLists.pay_types.map((o) => o.key)));
    expect(seen((j) => j.job_type_id)).toEqual(new Set(optionLists.job_types.map((o) => o.id)));
    expect(seen((j) => j.xp_lvl_id)).toEqual(new Set(optionLists.xp_lvls.map((o) => o.id)));
    expect(seen((j) => j.degree_id)).toEqual(new Set(optionLists.degrees.map((o) => o.id)));
    expect(seen((j) => j.work_arrangement)).toEqual(new Set(['onsite', 'hybrid', 'remote']));
    for (const j of jobs) {
      if (j.pay_type === 'negotiable' || j.pay_type === 'unpaid') {
        expect([j.salary_from, j.salary_to]).toEqual([null, null]);
      } else {
        expect(j.salary_from).toBeGreaterThan(0);
        expect(j.salary_to!).toBeGreaterThan(j.salary_from!);
      }
      expect(j.currency).toBe(editions.find((e) => e.id === j.edition_id)!.currency);
    }
  });

  it('pays in realistic amounts for the currency', () => {
    const range = (key: EditionKey, payType: string) => {
      const own = jobs.filter((j) => keyOf.get(j.edition_id) === key && j.pay_type === payType);
      return [Math.min(...own.map((j) => j.salary_from!)), Math.max(...own.map((j) => j.salary_to!))];
    };
    const [phLow, phHigh] = range('ph', 'monthly');
    expect(phLow).toBeGreaterThanOrEqual(15_000);
    expect(phHigh).toBeLessThanOrEqual(250_000);
    const [jpLow, jpHigh] = range('jp', 'annually');
    expect(jpLow).toBeGreaterThanOrEqual(2_500_000);
    expect(jpHigh).toBeLessThanOrEqual(20_000_000);
    const [sgLow, sgHigh] = range('sg', 'monthly');
    expect(sgLow).toBeGreaterThanOrEqual(2_500);
    expect(sgHigh).toBeLessThanOrEqual(25_000);
  });

  it('gives remote jobs their countries, time zones and languages, and others a location', () => {
    const editionIds = new Set<number>(editions.map((e) => e.id));
    const zones = new Set(optionLists.timezones.map((t) => t.key));
    const tongues = new Set(optionLists.work_languages.map((t) => t.key));
    const remote = jobs.filter((j) => j.work_arrangement === 'remote');
    expect(remote.length / jobs.length).toBeGreaterThan(0.08);
    expect(remote.length / jobs.length).toBeLessThan(0.2);
    for (const j of remote) {
      expect(j.location_id).toBeNull();
      expect(j.remote_open_country_ids.length).toBeGreaterThan(0);
      for (const id of [...j.remote_open_country_ids, ...j.remote_closed_country_ids])
        expect(editionIds.has(id)).toBe(true);
      expect(j.remote_closed_country_ids.filter((id) => j.remote_open_country_ids.includes(id))).toEqual([]);
      expect(j.remote_timezones.length).toBeGreaterThan(0);
      for (const z of j.remote_timezones) expect(zones.has(z), z).toBe(true);
      expect(j.remote_languages.length).toBeGreaterThan(0);
      for (const l of j.remote_languages) expect(tongues.has(l), l).toBe(true);
    }
    expect(remote.some((j) => j.remote_closed_country_ids.length > 0)).toBe(true);
    for (const j of jobs.filter((x) => x.work_arrangement !== 'remote')) {
      const ids = locationsOf(keyOf.get(j.edition_id)!).map((l) => l.id);
      expect(ids).toContain(j.location_id);
      expect(j.remote_open_country_ids).toEqual([]);
    }
  });

  it('flags some jobs web3, urgent and featured, and keeps descriptions readable', () => {
    const share = (pick: (j: JobRow) => boolean) => jobs.filter(pick).length / jobs.length;
    expect(share((j) => j.is_web3)).toBeGreaterThan(0.015);
    expect(share((j) => j.is_web3)).toBeLessThan(0.08);
    expect(share((j) => j.is_urgent)).toBeGreaterThan(0.04);
    expect(share((j) => j.is_featured)).toBeGreaterThan(0.02);
    expect(share((j) => j.status === 'active')).toBeGreaterThan(0.85);
    expect(new Set(jobs.map((j) => j.status))).toEqual(new Set(['active', 'on_hold', 'closed']));
    for (const j of jobs) {
      expect(j.description.length).toBeGreaterThanOrEqual(400);
      expect(j.description.length).toBeLessThanOrEqual(1500);
      expect(j.description).not.toMatch(/\{\w+\}/);
      expect(j.requirements).not.toMatch(/\{\w+\}/);
      expect(j.skills.length).toBeGreaterThanOrEqual(3);
      expect(j.skills.length).toBeLessThanOrEqual(8);
    }
  });

  it('spreads postings over the last 60 days', () => {
    const ages = jobs.map((j) => (now.getTime() - j.posted_at.getTime()) / day);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.min(...ages)).toBeLessThan(1);
    expect(Math.max(...ages)).toBeLessThanOrEqual(60);
    expect(Math.max(...ages)).toBeGreaterThan(50);
    for (const j of jobs) expect(j.updated_at.getTime()).toBeGreaterThanOrEqual(j.posted_at.getTime());
  });

  it('links jobs to recruiters of their own company, in the same edition and industry', async () => {
    const companies = new Map((await db.selectFrom('companies').selectAll().execute()).map((c) => [c.id, c]));
    const recruiters = new Map(
      (await db.selectFrom('recruiters').selectAll().execute()).map((r) => [r.id, r]),
    );
    for (const j of jobs) {
      const company = companies.get(j.company_id)!;
      expect(recruiters.get(j.recruiter_id)!.company_id).toBe(j.company_id);
      expect(company.edition_id).toBe(j.edition_id);
      expect(company.industry_id).toBe(j.industry_id);
    }
  });

  it('makes recruiters active from minutes to months ago, and some companies verified', async () => {
    const recruiters = await db.selectFrom('recruiters').selectAll().execute();
    const ago = recruiters.map((r) => now.getTime() - r.last_active_at.getTime());
    expect(ago.every((ms) => ms >= 0)).toBe(true);
    expect(ago.some((ms) => ms < 3_600_000)).toBe(true);
    expect(ago.some((ms) => ms > day && ms < 7 * day)).toBe(true);
    expect(ago.some((ms) => ms > 30 * day)).toBe(true);
    expect(recruiters.every((r) => r.response_rate >= 20 && r.response_rate <= 100)).toBe(true);

    const companies = await db.selectFrom('companies').selectAll().execute();
    const verified = companies.filter((c) => c.is_verified).length / companies.length;
    expect(verified).toBeGreaterThan(0.2);
    expect(verified).toBeLessThan(0.5);
    expect(new Set(companies.map((c) => c.name)).size).toBeGreaterThan(companies.length * 0.95);
    expect(companies.find((c) => keyOf.get(c.edition_id) === 'jp')!.legal_name).toMatch(/株式会社|合同会社/);
    expect(companies.find((c) => keyOf.get(c.edition_id) === 'id')!.legal_name).toMatch(/^(PT|CV) /);
    for (const c of companies) expect(c.logo_color).toMatch(/^#[0-9A-F]{6}$/i);
  });

  it('creates the demo job seekers with working passwords', async () => {
    for (const account of demoAccounts) {
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', account.email)
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({ role: 'jobseeker', active_key: 1, is_email_verify: true });
      expect(user.country_id).toBe(editions.find((e) => e.key === account.country_key)!.id);
      expect(user.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(await verifyPassword(account.password, user.password_hash!)).toBe(true);
      expect(await verifyPassword(`${account.password}x`, user.password_hash!)).toBe(false);
    }
  });

  it('gives the demo recruiter accounts to recruiters with open jobs in their edition', async () => {
    for (const account of demoRecruiterAccounts) {
      const recruiter = await db
        .selectFrom('users as u')
        .innerJoin('recruiters as r', 'r.user_id', 'u.id')
        .select(['u.role', 'u.password_hash', 'r.id'])
        .where('u.email', '=', account.email)
        .executeTakeFirstOrThrow();
      expect(recruiter.role).toBe('recruiter');
      expect(await verifyPassword(account.password, recruiter.password_hash!)).toBe(true);
      const open = await db
        .selectFrom('jobs')
        .select('id')
        .where('recruiter_id', '=', recruiter.id)
        .where('status', '=', 'active')
        .where('edition_id', '=', editions.find((e) => e.key === account.country_key)!.id)
        .executeTakeFirst();
      expect(open).toBeDefined();
    }
  });
});

describe('concurrent seeding', () => {
  it('seeds once when two relays start together on one database', async () => {
    const db = await freshDatabase();
    try {
      const results = await Promise.all([seedDemoData(db, { jobs: 100 }), seedDemoData(db, { jobs: 100 })]);
      expect(results.filter((r) => r.seeded)).toHaveLength(1);
      const n = await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n.n)).toBe(100);
      // A small run still gives every edition a company.
      const perEdition = await db.selectFrom('companies').select('edition_id').distinct().execute();
      expect(perEdition).toHaveLength(editions.length);
    } finally {
      await db.destroy();
    }
  });
});
