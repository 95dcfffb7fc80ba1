import type { Db } from '../../db/database';
import type { ScheduledTask } from '../../scheduler/scheduler';
import { fetchedRatesProvider, type RatesProvider, seedRatesProvider } from './rates-provider';

/**
 * The relay's rates: fetched daily from RATES_URL when it is set (with its scheduled task),
 * else the seed's rates file.
 */
export function createRatesProvider(options: { db: Db; ratesUrl?: string | undefined }): {
  provider: RatesProvider;
  task: ScheduledTask | null;
} {
  const seed = seedRatesProvider();
  if (!options.ratesUrl) return { provider: seed, task: null };
  const fetched = fetchedRatesProvider({ db: options.db, url: options.ratesUrl, fallback: seed });
  return { provider: fetched, task: fetched.task };
}
