/** The ten interface languages of spec §1, in the spec's id order. */
export const languages = [
  { value: 'en', id: 1, label: 'English', slug: 'en', alias: 'en-us', intl: 'en', dir: 'ltr' },
  { value: 'zh-cn', id: 2, label: '简体中文', slug: 'zh-cn', alias: 'zh-CN', intl: 'zh-Hans', dir: 'ltr' },
  { value: 'id', id: 3, label: 'Bahasa Indonesia', slug: 'id', alias: 'id-ID', intl: 'id', dir: 'ltr' },
  { value: 'ja', id: 4, label: '日本語', slug: 'ja', alias: 'ja-JP', intl: 'ja', dir: 'ltr' },
  { value: 'zh-tw', id: 5, label: '繁體中文', slug: 'zh-tw', alias: 'zh-TW', intl: 'zh-Hant', dir: 'ltr' },
  { value: 'ms', id: 6, label: 'Bahasa Melayu', slug: 'ms', alias: 'ms-MY', intl: 'ms', dir: 'ltr' },
  { value: 'tr', id: 7, label: 'Türkçe', slug: 'tr', alias: 'tr-TR', intl: 'tr', dir: 'ltr' },
  {
    value: 'pt-br',
    id: 8,
    label: 'Português (Brasil)',
    slug: 'pt-br',
    alias: 'pt-BR',
    intl: 'pt-BR',
    dir: 'ltr',
  },
  { value: 'es', id: 9, label: 'Español', slug: 'es', alias: 'es-ES', intl: 'es', dir: 'ltr' },
  { value: 'ar', id: 10, label: 'العربية', slug: 'ar', alias: 'ar-SA', intl: 'ar', dir: 'rtl' },
] as const;

export type Language = (typeof languages)[number];
export type LanguageCode = Language['value'];
export type LanguageId = Language['id'];

export const languageCodes = languages.map((l) => l.value) as [LanguageCode, ...LanguageCode[]];
export const defaultLanguage: LanguageCode = 'en';

/** Text written once per interface language. */
export type Localized = Record<LanguageCode, string>;

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && languageCodes.includes(value as LanguageCode);
}

export function languageByCode(code: LanguageCode): Language {
  return languages.find((l) => l.value === code) ?? languages[0];
}

export function languageById(id: number): Language | undefined {
  return languages.find((l) => l.id === id);
}

/** The first path segment names the language when it is a supported code; English has no prefix. */
export function splitLanguagePath(pathname: string): { language: LanguageCode; rest: string } {
  const [, first = '', ...others] = pathname.split('/');
  if (isLanguageCode(first.toLowerCase())) {
    return { language: first.toLowerCase() as LanguageCode, rest: `/${others.join('/')}` };
  }
  return { language: defaultLanguage, rest: pathname || '/' };
}

export function withLanguagePath(language: LanguageCode, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (language === defaultLanguage) return clean;
  return clean === '/' ? `/${language}` : `/${language}${clean}`;
}
