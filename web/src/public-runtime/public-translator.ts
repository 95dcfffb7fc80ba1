import type { LanguageCode } from '@talkhire/config';
import { browserTranslations } from '../i18n/browser-translations';
import { languageBundle, textLanguages } from '../i18n/text-languages';
import { createTranslator } from './translator';

/**
 * The page's language and English (the fallback, as i18next has it on the server), every namespace,
 * from the translation service through the same store as the app's.
 */
export async function publicTranslator(language: LanguageCode) {
  const bundles = await Promise.all(
    textLanguages(language).map(async (code) => [code, await languageBundle(browserTranslations, code)]),
  );
  return createTranslator({ language, resources: Object.fromEntries(bundles) });
}
