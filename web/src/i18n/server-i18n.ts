import type { LanguageCode } from '@talkhire/config';
import { jobseekerRoleId } from '@talkhire/contracts';
import i18next, { type i18n, type Resource } from 'i18next';
import { i18nOptions } from './setup';
import { languageBundle, textLanguages } from './text-languages';
import { createTranslationStore } from './translation-store';

/** How long the server keeps a language's text before asking the translation service again. */
const keepMs = 60_000;
const kept = new Map<string, { at: number; resources: Promise<Resource[string]> }>();

/**
 * An i18next instance for one server render. The text comes from the translation service, as in
 * the browser, and is kept in memory for a minute: pages render without a round trip each time.
 */
export async function serverI18n(
  language: LanguageCode,
  countryId: number,
  doFetch: typeof fetch,
): Promise<i18n> {
  const resources: Resource = Object.fromEntries(
    await Promise.all(
      textLanguages(language).map(async (code) => [code, await languageResources(code, countryId, doFetch)]),
    ),
  );
  const instance = i18next.createInstance();
  await instance.init({ ...i18nOptions(language), resources });
  return instance;
}

function languageResources(
  language: LanguageCode,
  countryId: number,
  doFetch: typeof fetch,
): Promise<Resource[string]> {
  const key = `${language}/${countryId}`;
  const hit = kept.get(key);
  if (hit && Date.now() - hit.at < keepMs) return hit.resources;
  const store = createTranslationStore(noStorage, doFetch, () => ({
    'Country-Id': String(countryId),
    'Role-Id': String(jobseekerRoleId),
  }));
  const resources = languageBundle(store, language);
  kept.set(key, { at: Date.now(), resources });
  // A failed load is not kept: the next page asks again.
  resources.catch(() => kept.delete(key));
  return resources;
}

const noStorage = { getItem: () => null, setItem: () => undefined };
