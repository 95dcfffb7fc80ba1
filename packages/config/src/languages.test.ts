import { describe, expect, it } from 'vitest';
import { editions, flagKeys } from './countries';
import { languages, splitLanguagePath, withLanguagePath } from './languages';
import { dialCode, phoneFormatCodeFor, regionOfPhoneFormatCode, smsRegions } from './phone';

describe('languages and editions', () => {
  it('has the ten languages with the spec ids, Arabic right-to-left', () => {
    expect(languages.map((l) => `${l.value}:${l.id}`)).toEqual([
      'en:1',
      'zh-cn:2',
      'id:3',
      'ja:4',
      'zh-tw:5',
      'ms:6',
      'tr:7',
      'pt-br:8',
      'es:9',
      'ar:10',
    ]);
    expect(languages.filter((l) => l.dir === 'rtl').map((l) => l.value)).toEqual(['ar']);
  });
  it('reads the language from the first path segment only when it is supported', () => {
    expect(splitLanguagePath('/ja/get-started')).toEqual({ language: 'ja', rest: '/get-started' });
    expect(splitLanguagePath('/zh-cn')).toEqual({ language: 'zh-cn', rest: '/' });
    expect(splitLanguagePath('/get-started')).toEqual({ language: 'en', rest: '/get-started' });
    expect(splitLanguagePath('/fr/x')).toEqual({ language: 'en', rest: '/fr/x' });
    expect(withLanguagePath('ar', '/')).toBe('/ar');
    expect(withLanguagePath('en', '/get-started')).toBe('/get-started');
  });
  it('has the 18 country editions and Others with the spec ids and currencies', () => {
    expect(editions).toHaveLength(19);
    expect(editions.find((e) => e.key === 'ph')).toMatchObject({ id: 167, currency: 'php' });
    expect(editions.find((e) => e.key === 'com')).toMatchObject({ id: 241 });
    expect(flagKeys).toContain('mo');
  });
  it('maps the phone format codes 41348 to 41415 to regions, editions first', () => {
    expect(phoneFormatCodeFor('jp')).toBe(41348);
    expect(regionOfPhoneFormatCode(41415)).toBeDefined();
    expect(regionOfPhoneFormatCode(41416)).toBeUndefined();
    expect(dialCode('PH')).toBe('+63');
    expect(smsRegions.has('MO')).toBe(true);
    expect(smsRegions.has('FR')).toBe(false);
  });
});
