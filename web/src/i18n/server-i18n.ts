import { defaultLanguage, type LanguageCode } from '@talkhire/config';
import { jobseekerRoleId } from '@talkhire/contracts';
import i18next, { type i18n, type Resource } from 'i18next';
import { i18nNamespaces } from './namespaces';
import { i18nOptions } from './setup';
import { createTranslationStore } from './translation-store';

/** How long the server keeps a language's text before asking the translation service again. */
const keepMs = 60_000;
const kept = new Map<string, { at: number; resources: Promise<Resource> }>();

/**
 * An i18next instance for one server render. The text comes from the translation service, as in
 * the browser, and is kept in memory for a minute: pages render without a round trip each time.
 */
export async function serverI18n(
  language: LanguageCode,
  countryId: number,
  doFetch: typeof fetch,
): Promise<i18n> {
  const languages = language === defaultLanguage ? [language] : [language, defaultLanguage];
  const resources: Resource = {};
  for (const [code, bundle] of await Promise.all(
    languages.map(async (code) => [code, await languageResources(code, countryId, doFetch)] as const),
  ))
    Object.assign(resources, { [code]: bundle[code] });
  const instance = i18next.createInstance();
  await instance.init({ ...i18nOptions(language), resources });
  return instance;
}

function languageResources(
  language: LanguageCode,
  countryId: number,
  doFetch: typeof fetch,
): Promise<Resource> {
  const key = `${language}/${countryId}`;
  const hit = kept.get(key);
  if (hit && Date.now() - hit.at < keepMs) return hit.resources;
  const store = createTranslationStore(noStorage, doFetch, () => ({
    'Country-Id': String(countryId),
    'Role-Id': String(jobseekerRoleId),
  }));
  const resources = Promise.all(
    i18nNamespaces.map(async (namespace) => [namespace, await store.load(language, namespace)] as const),
  ).then((files) => ({ [language]: Object.fromEntries(files) }) as Resource);
  kept.set(key, { at: Date.now(), resources });
  // A failed load is not kept: the next page asks again.
  resources.catch(() => kept.delete(key));
  return resources;
}

const noStorage = { getItem: () => null, setItem: () => undefined };
