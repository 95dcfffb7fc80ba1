import { rateCurrencies } from '@talkhire/contracts';
import { z } from 'zod';

/** Rates against one base currency at a base time: units of each currency per unit of `base`. */
export interface CurrencyRates {
  base: string;
  baseTime: Date;
  rates: Record<string, number>;
}

/** The `{ base, date, rates }` JSON of public rate APIs (and of the seed's rates file). */
const ZRatesFeed = z.object({
  base: z.string().regex(/^[A-Za-z]{3}$/),
  date: z.iso.date().or(z.iso.datetime({ offset: true })),
  rates: z.record(z.string(), z.number().positive()),
});

/**
 * A feed's rates of the editions' currencies, keyed in lower case like the editions. The base's
 * own rate is 1 when the feed leaves it out; a feed missing any edition's currency is refused, so
 * the converter never offers a currency it cannot convert.
 */
export function readRatesFeed(json: unknown): CurrencyRates {
  const feed = ZRatesFeed.parse(json);
  const base = feed.base.toLowerCase();
  const given = Object.fromEntries(
    Object.entries(feed.rates).map(([key, rate]) => [key.toLowerCase(), rate]),
  );
  given[base] ??= 1;
  const missing = rateCurrencies.filter((currency) => !given[currency]);
  if (missing.length > 0) throw new Error(`the rates feed lacks ${missing.join(', ')}`);
  const rates = Object.fromEntries(rateCurrencies.map((currency) => [currency, given[currency] as number]));
  // A bare date is that day's rates, stamped at its start in UTC.
  const baseTime = new Date(feed.date.length === 10 ? `${feed.date}T00:00:00Z` : feed.date);
  return { base, baseTime, rates };
}
