import { describe, expect, it } from 'vitest';
import { containsContactInfo } from './contact-info';

describe('contact information in a common phrase (41344)', () => {
  it.each([
    'Call me on +65 9123 4567',
    'my number is 0917-123-4567',
    'see https://example.com/cv',
    'visit www.example.org',
    'mail me at talk.example.com',
    '(02) 8123 4567',
  ])('finds it in %j', (text) => expect(containsContactInfo(text)).toBe(true));

  it.each([
    'Hello, I am interested in this position.',
    'I have 5 years of experience since 2019.',
    'Expected salary 45,000 per month',
    'Available from 1.12.2026',
  ])('allows %j', (text) => expect(containsContactInfo(text)).toBe(false));
});
