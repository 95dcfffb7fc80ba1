import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type LanguageCode, languageCodes } from '@talkhire/config';

/** A namespace is a nested object of strings; leaves may hold {{placeholders}}. */
export type Messages = { [key: string]: string | Messages };
export type Namespace = 'jobseeker' | 'errors';

const root = path.join(import.meta.dirname, 'resources');

/**
 * Every interface text of the seeker site in the ten languages, by namespace. `errors.json` is
 * the error namespace (file 6); every other file of a language folder is one part of the job
 * seeker namespace (file 17), so each feature keeps its own text file. Parts never share a
 * top-level key (parity.test.ts checks it).
 */
export const resources: Record<LanguageCode, Record<Namespace, Messages>> = Object.fromEntries(
  languageCodes.map((language) => [language, loadLanguage(language)]),
) as Record<LanguageCode, Record<Namespace, Messages>>;

export function jobseekerParts(language: LanguageCode): Record<string, Messages> {
  const dir = path.join(root, language);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json') && f !== 'errors.json')
      .sort()
      .map((f) => [f, JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Messages]),
  );
}

function loadLanguage(language: LanguageCode): Record<Namespace, Messages> {
  const errors = JSON.parse(readFileSync(path.join(root, language, 'errors.json'), 'utf8')) as Messages;
  return { jobseeker: Object.assign({}, ...Object.values(jobseekerParts(language))), errors };
}
