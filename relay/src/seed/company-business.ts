import type { Edition } from '@talkhire/config';
import type { CompanyBusinessColumns } from '../db/schema-companies';
import { peopleByEdition } from './corpus';
import { createRandom } from './corpus/random';

/** Rough units of each currency per US dollar, so a capital reads plausibly in every edition. */
const perDollar: Record<string, number> = {
  usd: 1,
  eur: 0.9,
  gbp: 0.8,
  cad: 1.35,
  sgd: 1.35,
  hkd: 7.8,
  twd: 32,
  jpy: 150,
  php: 56,
  myr: 4.7,
  idr: 15_500,
  brl: 5,
  try: 32,
  ngn: 1_500,
  sar: 3.75,
  aed: 3.67,
  lkr: 300,
  rsd: 108,
};

/**
 * The business information of spec §3 (registration number, registered capital, CEO; a company
 * hiring is operating, the column's default) for a seeded company. It draws from its own stream keyed by the company, so adding it
 * changed none of the catalogue drawn before it.
 */
export function companyBusiness(
  edition: Edition,
  name: string,
  sizeRank: number,
  founded: number,
): Omit<CompanyBusinessColumns, 'operating_status'> {
  const r = createRandom(`business:${edition.key}:${name}`);
  const group = r.weightedPick(peopleByEdition[edition.key].map((g) => [g, g.weight] as const));
  // About US$30k–300k for the smallest firms up to US$30M–300M for the largest.
  const dollars = 10 ** (4.5 + sizeRank * 0.5 + r.next());
  const capital = dollars * (perDollar[edition.currency] ?? 1);
  // Three significant figures, as capitals are registered in round amounts.
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(capital)) - 2);
  return {
    registration_number: `${founded}${String(r.int(0, 99_999_999)).padStart(8, '0')}`,
    registered_capital: Math.round(capital / magnitude) * magnitude,
    ceo_name: `${r.pick(group.first)} ${r.pick(group.last)}`,
  };
}
