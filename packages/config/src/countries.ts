import { editionNames } from './edition-names';
import type { LanguageCode } from './languages';

/**
 * The country editions of spec §1. `defaultLocation` is the seo_value of the edition's default
 * entry in location_lists; 'Others' (com) has none and lists every edition's locations.
 */
export const editions = [
  {
    key: 'jp',
    id: 105,
    currency: 'jpy',
    seoLanguage: 'ja',
    defaultLocation: 'tokyo',
    timezone: 'Asia/Tokyo',
  },
  {
    key: 'ph',
    id: 167,
    currency: 'php',
    seoLanguage: 'en',
    defaultLocation: 'metro-manila',
    timezone: 'Asia/Manila',
  },
  {
    key: 'sg',
    id: 193,
    currency: 'sgd',
    seoLanguage: 'en',
    defaultLocation: 'singapore',
    timezone: 'Asia/Singapore',
  },
  {
    key: 'my',
    id: 127,
    currency: 'myr',
    seoLanguage: 'en',
    defaultLocation: 'kuala-lumpur',
    timezone: 'Asia/Kuala_Lumpur',
  },
  {
    key: 'id',
    id: 96,
    currency: 'idr',
    seoLanguage: 'id',
    defaultLocation: 'jakarta',
    timezone: 'Asia/Jakarta',
  },
  {
    key: 'hk',
    id: 92,
    currency: 'hkd',
    seoLanguage: 'zh-tw',
    defaultLocation: 'hong-kong-island',
    timezone: 'Asia/Hong_Kong',
  },
  {
    key: 'tw',
    id: 211,
    currency: 'twd',
    seoLanguage: 'zh-tw',
    defaultLocation: 'taipei',
    timezone: 'Asia/Taipei',
  },
  {
    key: 'us',
    id: 229,
    currency: 'usd',
    seoLanguage: 'en',
    defaultLocation: 'new-york',
    timezone: 'America/New_York',
  },
  {
    key: 'gb',
    id: 228,
    currency: 'gbp',
    seoLanguage: 'en',
    defaultLocation: 'london',
    timezone: 'Europe/London',
  },
  {
    key: 'ca',
    id: 38,
    currency: 'cad',
    seoLanguage: 'en',
    defaultLocation: 'toronto',
    timezone: 'America/Toronto',
  },
  {
    key: 'br',
    id: 29,
    currency: 'brl',
    seoLanguage: 'pt-br',
    defaultLocation: 'sao-paulo',
    timezone: 'America/Sao_Paulo',
  },
  {
    key: 'tr',
    id: 220,
    currency: 'try',
    seoLanguage: 'tr',
    defaultLocation: 'istanbul',
    timezone: 'Europe/Istanbul',
  },
  {
    key: 'ng',
    id: 154,
    currency: 'ngn',
    seoLanguage: 'en',
    defaultLocation: 'lagos',
    timezone: 'Africa/Lagos',
  },
  {
    key: 'sa',
    id: 188,
    currency: 'sar',
    seoLanguage: 'ar',
    defaultLocation: 'riyadh',
    timezone: 'Asia/Riyadh',
  },
  {
    key: 'ae',
    id: 227,
    currency: 'aed',
    seoLanguage: 'ar',
    defaultLocation: 'dubai',
    timezone: 'Asia/Dubai',
  },
  {
    key: 'lk',
    id: 203,
    currency: 'lkr',
    seoLanguage: 'en',
    defaultLocation: 'colombo',
    timezone: 'Asia/Colombo',
  },
  {
    key: 'es',
    id: 202,
    currency: 'eur',
    seoLanguage: 'es',
    defaultLocation: 'madrid',
    timezone: 'Europe/Madrid',
  },
  {
    key: 'rs',
    id: 190,
    currency: 'rsd',
    seoLanguage: 'en',
    defaultLocation: 'belgrade',
    timezone: 'Europe/Belgrade',
  },
  { key: 'com', id: 241, currency: 'usd', seoLanguage: 'en', defaultLocation: null, timezone: 'UTC' },
] as const satisfies readonly {
  key: string;
  id: number;
  currency: string;
  seoLanguage: LanguageCode;
  defaultLocation: string | null;
  timezone: string;
}[];

export type Edition = (typeof editions)[number];
export type EditionKey = Edition['key'];
export type EditionId = Edition['id'];

/** Spec §9: the default selection country. */
export const defaultEditionKey: EditionKey = 'ph';
/** Spec §9: the default registration country key. */
export const defaultRegistrationCountryKey = 'tw';

/** Spec §9: the flag list, which adds Macau to the editions. */
export const flagKeys = [
  'us',
  'gb',
  'ae',
  'br',
  'ca',
  'hk',
  'id',
  'jp',
  'lk',
  'mo',
  'my',
  'ng',
  'ph',
  'sg',
  'tr',
  'tw',
  'es',
  'rs',
  'sa',
  'com',
] as const;

/** Spec §1: countries that share one behaviour group. */
export const sharedBehaviourGroup: readonly EditionKey[] = ['sg', 'us', 'ca', 'ng', 'lk', 'br', 'ae', 'rs'];

export function isEditionKey(value: unknown): value is EditionKey {
  return typeof value === 'string' && editions.some((e) => e.key === value);
}

export function editionByKey(key: EditionKey): Edition {
  return editions.find((e) => e.key === key) ?? editionByKey(defaultEditionKey);
}

export function editionById(id: number): Edition | undefined {
  return editions.find((e) => e.id === id);
}

/** The IANA zone an edition's times are shown in (UTC for an unknown id). */
export function editionTimeZone(editionId: number): string {
  return editionById(editionId)?.timezone ?? 'UTC';
}

/** The ISO 3166 alpha-2 code of an edition; 'Others' has none. */
export function editionRegion(edition: Edition): string | null {
  return edition.key === 'com' ? null : edition.key.toUpperCase();
}

/** An edition's country named in a reader's language (an Intl locale); 'Others' names none. */
export function editionCountryName(edition: Edition, intlLocale: string): string | null {
  const region = editionRegion(edition);
  if (!region) return null;
  return (
    editionNames[intlLocale]?.[edition.key] ??
    new Intl.DisplayNames([intlLocale], { type: 'region' }).of(region) ??
    region
  );
}
