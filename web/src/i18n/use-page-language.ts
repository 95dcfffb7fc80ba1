import type { LanguageCode } from '@talkhire/config';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyDocumentLanguage } from './document-language';

/** The path's language becomes i18next's and the document's (lang, and dir for Arabic). */
export function usePageLanguage(language: LanguageCode): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    applyDocumentLanguage(language);
  }, [i18n, language]);
}
