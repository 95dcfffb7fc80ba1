import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { editions } from './countries';

const editionRegions = editions.filter((e) => e.key !== 'com').map((e) => e.key.toUpperCase());

/** Countries where the product can send SMS: the editions and Macau. */
export const smsRegions = new Set([...editionRegions, 'MO']);

/** Every dialable region: editions first, then the rest alphabetically. */
export const phoneRegions: CountryCode[] = [
  ...(editionRegions as CountryCode[]),
  'MO',
  ...getCountries()
    .filter((c) => !editionRegions.includes(c) && c !== 'MO')
    .sort(),
];

export function dialCode(region: string): string {
  return `+${getCountryCallingCode(region as CountryCode)}`;
}

/** Spec §8: 41348 to 41415 are country-specific phone format messages, one per region in order. */
export const phoneFormatCodes: ReadonlyMap<string, number> = new Map(
  phoneRegions.slice(0, 41415 - 41348 + 1).map((region, i) => [region, 41348 + i]),
);

export function phoneFormatCodeFor(region: string): number | undefined {
  return phoneFormatCodes.get(region.toUpperCase());
}

export function regionOfPhoneFormatCode(code: number): string | undefined {
  for (const [region, c] of phoneFormatCodes) if (c === code) return region;
  return undefined;
}
