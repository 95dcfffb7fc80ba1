import { editionByKey, type LanguageCode, languageByCode, languageCodes } from '@talkhire/config';
import { jobseekerRoleId } from '@talkhire/contracts';
import i18next, { type BackendModule, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentEditionKey } from '../edition/edition-context';
import { createTranslationStore } from './translation-store';

const store = createTranslationStore(undefined, undefined, () => ({
  'Country-Id': String(editionByKey(currentEditionKey()).id),
  'Role-Id': String(jobseekerRoleId),
}));

const translationService: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    store.load(language as LanguageCode, namespace).then(
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
    defaultNS: 'jobseeker',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  };
}

export const i18nNamespaces = ['jobseeker', 'errors'] as const;

/** Arabic renders right-to-left: the whole document flips, and CSS uses logical properties. */
export function applyDocumentLanguage(language: LanguageCode) {
  const { dir, alias } = languageByCode(language);
  document.documentElement.lang = alias;
  document.documentElement.dir = dir;
}
