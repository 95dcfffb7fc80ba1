import { type LanguageCode, languageByCode } from '@talkhire/config';

/** Calendar dates ('YYYY-MM-DD') as month and year in the language, without a time-zone shift. */
export function formatMonth(isoDate: string, language: LanguageCode): string {
  return new Intl.DateTimeFormat(languageByCode(language).intl, {
    year: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** An amount in a currency (key such as 'php'), whole units. */
export function formatMoney(amount: number, currency: string, language: LanguageCode): string {
  return new Intl.NumberFormat(languageByCode(language).intl, {
    style: 'currency',
    currency: currency.toUpperCase(),
    maximumFractionDigits: 0,
  }).format(amount);
}

/** A salary range such as '₱30,000–₱50,000', formatted by the language. */
export function formatMoneyRange(from: number, to: number, currency: string, language: LanguageCode): string {
  return new Intl.NumberFormat(languageByCode(language).intl, {
    style: 'currency',
    currency: currency.toUpperCase(),
    maximumFractionDigits: 0,
  }).formatRange(from, to);
}

/** A count in the language's digits. */
export function formatCount(value: number, language: LanguageCode): string {
  return new Intl.NumberFormat(languageByCode(language).intl).format(value);
}
