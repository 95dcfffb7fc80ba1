import { defaultLanguage, type LanguageCode } from '@talkhire/config';
import { createContext, useContext } from 'react';

/** The page's language, read once from the first path segment by the site layout. */
export const LanguageContext = createContext<LanguageCode>(defaultLanguage);

export function useLanguage(): LanguageCode {
  return useContext(LanguageContext);
}
