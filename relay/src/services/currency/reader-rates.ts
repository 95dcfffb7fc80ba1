import type { Edition } from '@talkhire/config';
import type { TCurrencyRates } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import type { RatesProvider } from './rates-provider';

/**
 * The rates as a reader gets them, with the currency their amounts are shown in: a signed-in
 * seeker's job preference currency (the first preference), else the edition's currency.
 */
export async function readerRates(
  db: Db,
  provider: RatesProvider,
  reader: { userId: number | null; edition: Edition },
): Promise<TCurrencyRates> {
  const { base, baseTime, rates } = await provider.current();
  let preferred: string = reader.edition.currency;
  if (reader.userId !== null) {
    const preference = await db
      .selectFrom('job_preferences')
      .select('currency')
      .where('user_id', '=', reader.userId)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    const currency = preference?.currency.toLowerCase();
    if (currency && rates[currency]) preferred = currency;
  }
  return { base, base_time: baseTime.toISOString(), rates, preferred_currency: preferred };
}
