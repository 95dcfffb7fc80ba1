import { isLanguageCode } from '@talkhire/config';
import { useTranslation } from 'react-i18next';
import { type Formats, formatsFor } from './formats';

/** The formats of the page's language. */
export function useFormats(): Formats {
  const { i18n } = useTranslation();
  const language = i18n.language.toLowerCase();
  return formatsFor(isLanguageCode(language) ? language : 'en');
}
