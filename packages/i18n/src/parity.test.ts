import { languageCodes } from '@talkhire/config';
import { allErrorCodes } from '@talkhire/contracts';
import { describe, expect, it } from 'vitest';
import { missingKeys } from './parity';
import { jobseekerParts, resources } from './resources';

describe('translations', () => {
  for (const language of languageCodes.filter((l) => l !== 'en')) {
    it(`${language} has every key of English with the same placeholders`, () => {
      expect(missingKeys(resources.en.jobseeker, resources[language].jobseeker)).toEqual([]);
      expect(missingKeys(resources.en.errors, resources[language].errors)).toEqual([]);
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
});
