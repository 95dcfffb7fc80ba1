import { defaultLanguage, type LanguageCode } from '@talkhire/config';
import { browserTranslations } from '../i18n/browser-translations';
import { i18nNamespaces } from '../i18n/namespaces';
import { createTranslator } from './translator';

/**
 * The page's language and English (the fallback, as i18next has it on the server), every namespace,
 * from the translation service through the same store as the app's.
 */
export async function publicTranslator(language: LanguageCode) {
  const languages = language === defaultLanguage ? [language] : [language, defaultLanguage];
  const bundles = await Promise.all(
    languages.map(async (code) => {
      const namespaces = await Promise.all(
        i18nNamespaces.map(async (namespace) => [namespace, await browserTranslations.load(code, namespace)]),
      );
      return [code, Object.fromEntries(namespaces)] as const;
    }),
  );
  return createTranslator({ language, resources: Object.fromEntries(bundles) });
}
