import { defaultLanguage, type LanguageCode } from '@talkhire/config';
import { i18nNamespaces } from './namespaces';
import type { createTranslationStore } from './translation-store';

type TranslationStore = ReturnType<typeof createTranslationStore>;

/** The languages a page's text comes from: its own, then English, i18next's fallback. */
export function textLanguages(language: LanguageCode): LanguageCode[] {
  return language === defaultLanguage ? [language] : [language, defaultLanguage];
}

/** Every namespace of one language's text, as i18next takes it: namespace → messages. */
export async function languageBundle(
  store: TranslationStore,
  language: LanguageCode,
): Promise<Record<string, Record<string, unknown>>> {
  const files = await Promise.all(
    i18nNamespaces.map(async (namespace) => [namespace, await store.load(language, namespace)] as const),
  );
  return Object.fromEntries(files);
}
