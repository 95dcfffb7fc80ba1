import { editions } from '@talkhire/config';
import { z } from 'zod';

/** Spec §2 currency converter: the currencies of the 19 editions (Others and the US share USD). */
export const rateCurrencies: readonly string[] = [...new Set(editions.map((e) => e.currency))];

/**
 * GET /currency/rates: how many units of each currency one unit of `base` buys, as of
 * `base_time` (spec §9 'Currency rates are shown with a base time'), and the reader's preferred
 * currency: a signed-in seeker's job preference currency, else the edition's.
 */
export const ZCurrencyRates = z.object({
  base: z.string(),
  base_time: z.iso.datetime({ offset: true }),
  rates: z.record(z.string(), z.number().positive()),
  preferred_currency: z.string(),
});
export type TCurrencyRates = z.infer<typeof ZCurrencyRates>;

/** `amount` in `from` expressed in `to` through the base currency; null when a rate is missing. */
export function convertAmount(
  amount: number,
  from: string,
  to: string,
  rates: Pick<TCurrencyRates, 'rates'>,
): number | null {
  const fromRate = rates.rates[from.toLowerCase()];
  const toRate = rates.rates[to.toLowerCase()];
  if (!fromRate || !toRate) return null;
  return (amount / fromRate) * toRate;
}

/**
 * A converted salary as an approximation ('≈ 52,300 PHP'): three significant figures, so a
 * rate's noise is not shown as precision and small amounts keep their size.
 */
export function approximateAmount(value: number): number {
  if (value === 0 || !Number.isFinite(value)) return 0;
  const digits = Math.floor(Math.log10(Math.abs(value))) + 1;
  const step = 10 ** (digits - 3);
  return step >= 1 ? Math.round(value / step) * step : Math.round(value * 100) / 100;
}
