import { type LanguageCode, languageByCode } from '@talkhire/config';

/** Arabic renders right-to-left: the whole document flips, and CSS uses logical properties. */
export function applyDocumentLanguage(language: LanguageCode) {
  const { dir, alias } = languageByCode(language);
  document.documentElement.lang = alias;
  document.documentElement.dir = dir;
}
