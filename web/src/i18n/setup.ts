import { type LanguageCode, languageCodes } from '@talkhire/config';
import i18next, { type BackendModule, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserTranslations } from './browser-translations';
import { applyDocumentLanguage } from './document-language';
import { defaultNamespace, i18nNamespaces } from './namespaces';

const translationService: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    browserTranslations.load(language as LanguageCode, namespace).then(
      (resources) => callback(null, resources),
      (error: Error) => callback(error, false),
    );
  },
};

export async function setupI18n(language: LanguageCode) {
  await i18next.use(translationService).use(initReactI18next).init(i18nOptions(language));
  applyDocumentLanguage(language);
  return i18next;
}

/** The same on the server and in the browser, so both render the same text. */
export function i18nOptions(language: LanguageCode): InitOptions {
  return {
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...languageCodes],
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: [...i18nNamespaces],
    defaultNS: defaultNamespace,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  };
}
