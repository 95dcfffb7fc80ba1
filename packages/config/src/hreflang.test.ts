import { describe, expect, it } from 'vitest';
import { editionByKey } from './countries';
import { hreflangOf } from './hreflang';
import { languageByCode } from './languages';

describe('hreflang of a page', () => {
  it('is the language with the edition region, the script kept for Chinese', () => {
    expect(hreflangOf(languageByCode('ja'), editionByKey('ph'))).toBe('ja-PH');
    expect(hreflangOf(languageByCode('zh-tw'), editionByKey('hk'))).toBe('zh-Hant-HK');
    expect(hreflangOf(languageByCode('pt-br'), editionByKey('jp'))).toBe('pt-JP');
  });
  it("has no region in 'Others'", () => {
    expect(hreflangOf(languageByCode('en'), editionByKey('com'))).toBe('en');
  });
});
