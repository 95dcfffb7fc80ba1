import { approximateAmount, convertAmount, rateCurrencies } from '@talkhire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { completeProfileOf } from '../../testing/completed-profile';
import { signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { readRatesFeed } from './rates-feed';
import { fetchedRatesProvider, seedRatesProvider } from './rates-provider';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const feed = (date: string, php: number) => ({
  base: 'USD',
  date,
  rates: Object.fromEntries(
    rateCurrencies.map((c) => [c.toUpperCase(), c === 'php' ? php : c === 'usd' ? 1 : 2]),
  ),
});

describe('rates and conversion', () => {
  it('converts through the base currency and rounds an approximation to three figures', () => {
    const rates = { rates: { usd: 1, jpy: 156.4, php: 58.95 } };
    // 300,000 JPY = 1,918.16 USD = 113,075.4 PHP.
    expect(convertAmount(300_000, 'jpy', 'php', rates)).toBeCloseTo(113_075.45, 1);
    expect(approximateAmount(113_075.45)).toBe(113_000);
    expect(approximateAmount(52_349)).toBe(52_300);
    expect(approximateAmount(999.6)).toBe(1000);
    expect(approximateAmount(12.345)).toBe(12.35);
    expect(convertAmount(10, 'USD', 'usd', rates)).toBe(10);
    expect(convertAmount(10, 'usd', 'xxx', rates)).toBeNull();
  });

  it('reads a { base, date, rates } feed for every edition’s currency, stamped at the day’s start', () => {
    const { USD: _usd, ...withoutBase } = feed('2026-11-27', 58).rates;
    const read = readRatesFeed({ base: 'USD', date: '2026-11-27', rates: withoutBase });
    expect(read.base).toBe('usd');
    expect(read.baseTime.toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(read.rates.usd).toBe(1);
    expect(Object.keys(read.rates).sort()).toEqual([...rateCurrencies].sort());
    const { PHP: _php, ...withoutPeso } = feed('2026-11-27', 58).rates;
    expect(() => readRatesFeed({ base: 'USD', date: '2026-11-27', rates: withoutPeso })).toThrow(/php/);
  });

  it('ships a seed rates file with a base time and all 18 currencies of the 19 editions', async () => {
    const seed = await seedRatesProvider().current();
    expect(seed.baseTime.toISOString()).toBe('2025-11-21T00:00:00.000Z');
    expect(Object.keys(seed.rates)).toHaveLength(18);
  });
});

describe('rates fetched from RATES_URL', () => {
  it('fetches once a day, keeps the last day when a fetch fails, and uses the seed before any', async () => {
    const { db } = app.services;
    await db.deleteFrom('currency_rates').execute();
    const answers: (() => Response)[] = [];
    let calls = 0;
    const provider = fetchedRatesProvider({
      db,
      url: 'http://rates.invalid/latest',
      fallback: seedRatesProvider(),
      fetch: async () => {
        calls++;
        const next = answers.shift();
        if (!next) throw new Error('offline');
        return next();
      },
    });
    expect((await provider.current()).baseTime.toISOString()).toBe('2025-11-21T00:00:00.000Z');

    answers.push(() => Response.json(feed('2026-11-26', 57.5)));
    await provider.task.run(new Date('2026-11-26T08:00:00Z'));
    await provider.task.run(new Date('2026-11-26T20:00:00Z'));
    expect(calls).toBe(1);

    // A fresh reader (another relay) sees the stored day.
    const reader = fetchedRatesProvider({ db, url: 'http://x.invalid', fallback: seedRatesProvider() });
    expect(await reader.current()).toMatchObject({ base: 'usd', rates: { php: 57.5 } });

    await expect(provider.task.run(new Date('2026-11-27T08:00:00Z'))).rejects.toThrow('offline');
    // Not tried again within the hour; the stored day stays.
    await provider.task.run(new Date('2026-11-27T08:30:00Z'));
    expect(calls).toBe(2);
    const afterFailure = fetchedRatesProvider({ db, url: 'http://x.invalid', fallback: seedRatesProvider() });
    expect((await afterFailure.current()).baseTime.toISOString()).toBe('2026-11-26T00:00:00.000Z');

    answers.push(() => new Response('busy', { status: 503 }));
    await expect(provider.task.run(new Date('2026-11-27T09:31:00Z'))).rejects.toThrow('503');
    answers.push(() => Response.json(feed('2026-11-27', 58.1)));
    await provider.task.run(new Date('2026-11-27T10:32:00Z'));
    const latest = fetchedRatesProvider({ db, url: 'http://x.invalid', fallback: seedRatesProvider() });
    expect(await latest.current()).toMatchObject({ rates: { php: 58.1 } });
    await db.deleteFrom('currency_rates').execute();
  });
});

describe('GET /currency/rates', () => {
  it('names the edition’s currency as the reader’s, and a seeker’s job preference currency', async () => {
    const guest = await app.inject({
      method: 'GET',
      url: '/api/currency/rates',
      headers: { 'country-id': '105' },
    });
    expect(guest.statusCode).toBe(200);
    expect(guest.json().data).toMatchObject({ base: 'usd', preferred_currency: 'jpy' });
    expect(guest.json().data.base_time).toBe('2025-11-21T00:00:00.000Z');

    const seeker = await signInSeeker(app);
    await completeProfileOf(app, seeker.userId);
    const signedIn = await app.inject({
      method: 'GET',
      url: '/api/currency/rates',
      headers: { 'country-id': '105' },
      cookies: seeker.cookies,
    });
    expect(signedIn.json().data.preferred_currency).toBe('php');
  });
});
