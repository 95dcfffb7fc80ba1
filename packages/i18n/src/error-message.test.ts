import { languageCodes } from '@talkhire/config';
import { allErrorCodes } from '@talkhire/contracts';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';

describe('error messages', () => {
  it('has a message for every catalogue code in every language', () => {
    for (const language of languageCodes) {
      for (const code of allErrorCodes()) {
        const message = errorMessage(language, code, { retry_after: 30 });
        expect(message, `${language} ${code}`).not.toBe(String(code));
        expect(message.trim().length).toBeGreaterThan(0);
      }
    }
  });

  it('names the country of a phone format code in the language', () => {
    expect(errorMessage('en', 41348)).toBe('Please enter a valid phone number for Japan.');
    expect(errorMessage('ja', 41348)).toContain('日本');
  });

  it('fills the retry delay of 40006', () => {
    expect(errorMessage('en', 40006, { retry_after: 42 })).toBe(
      'Too many attempts. Please try again in 42 seconds.',
    );
  });
});
