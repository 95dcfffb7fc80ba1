import { editionCountryName, type LanguageCode, languageByCode } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import { useEdition } from './edition-context';

/** The edition's country in the reader's language, as the relay names it in page heads. */
export function useEditionName(language: LanguageCode): string {
  const { t } = useTranslation();
  const { edition } = useEdition();
  return editionCountryName(edition, languageByCode(language).intl) ?? t('seo.worldwide');
}
