import { type LanguageCode, languageByCode } from '@talkhire/config';

/** Application times with date and time of day, in the reader's language. */
export function formatTime(language: LanguageCode, iso: string): string {
  return new Intl.DateTimeFormat(languageByCode(language).intl, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
