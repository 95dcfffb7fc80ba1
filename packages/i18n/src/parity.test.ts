import { languageCodes } from '@talkhire/config';
import { allErrorCodes } from '@talkhire/contracts';
import { describe, expect, it } from 'vitest';
import { missingKeys } from './parity';
import { jobseekerParts, resources } from './resources';

describe('translations', () => {
  for (const language of languageCodes.filter((l) => l !== 'en')) {
    it(`${language} has every key of English with the same placeholders`, () => {
      expect(missingKeys(resources.en.jobseeker, resources[language].jobseeker, language)).toEqual([]);
      expect(missingKeys(resources.en.errors, resources[language].errors, language)).toEqual([]);
    });
  }

  it('every error code of the catalogue has an English message', () => {
    const missing = allErrorCodes().filter(
      (code) => !(String(code) in resources.en.errors) && !(code >= 41348 && code <= 41415),
    );
    expect(missing).toEqual([]);
  });

  it('keeps the parts of the job seeker text apart: no top-level key in two files', () => {
    for (const language of languageCodes) {
      const seen = new Map<string, string>();
      for (const [file, messages] of Object.entries(jobseekerParts(language))) {
        for (const key of Object.keys(messages)) {
          expect(seen.get(key), `${language}: ${key} in ${file} and ${seen.get(key)}`).toBeUndefined();
          seen.set(key, file);
        }
      }
    }
  });

  it('finds a key that is missing in a translation', () => {
    expect(missingKeys({ a: 'x', b: { c: 'y {{n}}' } }, { a: 'x', b: { c: 'y' } })).toEqual([
      'placeholders differ at b.c',
    ]);
    expect(missingKeys({ a: 'x', b: 'z' }, { a: ' ' })).toEqual(['empty a', 'missing b']);
  });

  it("expects the translation's own plural forms instead of the English ones", () => {
    const en = { total_one: '{{count}} job', total_other: '{{count}} jobs', none_one: 'one' };
    const ja = { total_other: '{{count}} 件', none_one: '1' };
    expect(missingKeys(en, ja, 'ja')).toEqual([]);
    expect(missingKeys(en, { ...ja, total_one: '{{count}} 件' }, 'ja')).toEqual(['unexpected total_one']);
    expect(missingKeys(en, { ...ja, total_one: 'bir iş' }, 'tr')).toEqual([
      'placeholders differ at total_one',
    ]);
    expect(missingKeys(en, { ...ja, total_one: '{{count}}', total_many: '{{count}}' }, 'es')).toEqual([]);
    expect(missingKeys(en, { ...ja, total_one: '{{count}}', total_few: '{{count}}' }, 'ar')).toEqual([
      'missing total_zero',
      'missing total_two',
      'missing total_many',
    ]);
    expect(missingKeys(en, ja)).toEqual(['missing total_one']);
  });
});
