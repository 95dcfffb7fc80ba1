import { type Namespace, resources } from '@talkhire/i18n';
import i18next, { type i18n as I18n } from 'i18next';

/**
 * An i18next instance with the English texts loaded, for component tests. `languages` adds others
 * (a test switching to Arabic); the first namespace is the default.
 */
export async function englishI18n(
  namespaces: Namespace[] = ['jobseeker'],
  languages: (keyof typeof resources)[] = [],
): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    ns: namespaces,
    defaultNS: namespaces[0],
    resources: Object.fromEntries(
      ['en', ...languages].map((language) => [language, resources[language as 'en']]),
    ),
    interpolation: { escapeValue: false },
  });
  return i18n;
}
