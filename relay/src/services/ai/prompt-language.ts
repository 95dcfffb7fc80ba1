import type { LanguageCode } from '@talkhire/config';

/**
 * How a prompt names the language to write in (`Write in X.`): by its English name, which every
 * model reads, and with the script named where a language has two.
 */
export function promptLanguageName(language: LanguageCode): string {
  return englishNames[language];
}

const englishNames: Record<LanguageCode, string> = {
  en: 'English',
  'zh-cn': 'Simplified Chinese',
  id: 'Indonesian',
  ja: 'Japanese',
  'zh-tw': 'Traditional Chinese',
  ms: 'Malay',
  tr: 'Turkish',
  'pt-br': 'Brazilian Portuguese',
  es: 'Spanish',
  ar: 'Arabic',
};
