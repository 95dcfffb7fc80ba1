import { readFileSync } from 'node:fs';
import path from 'node:path';
import { relayDir } from '../../config/relay-dir';
import type { Db } from '../../db/database';
import type { ScheduledTask } from '../../scheduler/scheduler';
import { type CurrencyRates, readRatesFeed } from './rates-feed';

/** Where the converter and the job pages read rates from. */
export interface RatesProvider {
  current(): Promise<CurrencyRates>;
}

/** The seed's daily rates file (src/seed/currency-rates.json, documented there with its date). */
export function seedRatesProvider(file = path.join(relayDir, 'src/seed/currency-rates.json')): RatesProvider {
  let rates: CurrencyRates | undefined;
  return {
    async current() {
      rates ??= readRatesFeed(JSON.parse(readFileSync(file, 'utf8')));
      return rates;
    },
  };
}

/** A failed fetch is tried again after this long, not on every scheduler tick. */
const retryAfterMs = 60 * 60 * 1000;
/** Stored rates are read again after this long: every relay sees a new day within a minute. */
const readAgainAfterMs = 60 * 1000;

/**
 * Rates fetched from RATES_URL once a UTC day by the scheduler and stored in `currency_rates`;
 * readers get the last stored day, and the fallback (the seed's file) until a first fetch worked.
 * A failed fetch keeps the last stored rates.
 */
export function fetchedRatesProvider(options: {
  db: Db;
  url: string;
  fallback: RatesProvider;
  fetch?: typeof fetch;
}): RatesProvider & { task: ScheduledTask } {
  const { db, url, fallback } = options;
  const fetchFeed = options.fetch ?? fetch;
  let cached: { rates: CurrencyRates; readAt: number } | null = null;
  let lastFailure = 0;
  /** The UTC day whose rates this relay has seen stored (its own fetch or another relay's). */
  let fetchedDay: string | null = null;

  async function latestStored(): Promise<{ rates: CurrencyRates; fetchedAt: Date } | null> {
    const row = await db
      .selectFrom('currency_rates')
      .select(['base', 'base_time', 'rates', 'fetched_at'])
      .orderBy('base_time', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) return null;
    return {
      rates: { base: row.base, baseTime: new Date(row.base_time), rates: row.rates },
      fetchedAt: new Date(row.fetched_at),
    };
  }

  return {
    async current() {
      if (cached && Date.now() - cached.readAt < readAgainAfterMs) return cached.rates;
      const stored = await latestStored();
      const rates = stored?.rates ?? (await fallback.current());
      cached = { rates, readAt: Date.now() };
      return rates;
    },
    task: {
      name: 'currency-rates',
      async run(now) {
        // The task is asked every minute: once today's rates are known, no need to read them again.
        if (fetchedDay === utcDay(now)) return;
        const stored = await latestStored();
        if (stored && utcDay(stored.fetchedAt) === utcDay(now)) {
          fetchedDay = utcDay(now);
          return;
        }
        if (now.getTime() - lastFailure < retryAfterMs) return;
        let rates: CurrencyRates;
        try {
          const answer = await fetchFeed(url, {
            headers: { accept: 'application/json' },
            signal: AbortSignal.timeout(10_000),
          });
          if (!answer.ok) throw new Error(`rates feed answered ${answer.status}`);
          rates = readRatesFeed(await answer.json());
        } catch (error) {
          lastFailure = now.getTime();
          throw error;
        }
        const row = { base: rates.base, rates: JSON.stringify(rates.rates), fetched_at: now };
        // A day's row keeps when it was fetched: the next fetch waits for the next UTC day.
        await db
          .insertInto('currency_rates')
          .values({ base_time: rates.baseTime, ...row })
          .onConflict((c) => c.column('base_time').doUpdateSet(row))
          .execute();
        fetchedDay = utcDay(now);
        cached = null;
      },
    },
  };
}

function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
