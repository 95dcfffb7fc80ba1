import { describe, expect, it } from 'vitest';
import { containsContactInfo } from './contact-info';

describe('contact information in a message or a common phrase (41344)', () => {
  it.each([
    'Call me on +65 9123 4567',
    'my number is 0917-123-4567',
    'my cell: +1.415.555.2671',
    'WhatsApp +44 20 7946 0958 after six',
    'call ０９１７１２３４５６７',
    '(02) 8123 4567',
    'see https://example.com/cv',
    'visit www.example.org',
    'mail me at talk.example.com',
    'portfolio at ana-reyes.dev',
    'write to ana.reyes@example.ph',
    'my site is example.xyz/about',
    // The shortest numbers anywhere have 7 digits (Niue), in any script's digits.
    'call +683 4002',
    'رقمي +٦٣ ٩١٧ ١٢٣ ٤٥٦٧',
  ])('finds it in %j', (text) => expect(containsContactInfo(text)).toBe(true));

  it.each([
    'Hello, I am interested in this position.',
    'I have 5 years of experience since 2019.',
    'Expected salary 45,000 per month',
    'Available from 1.12.2026',
    'I build apps with Node.js and React.',
    'Five years of ASP.NET and C#.',
    'The interview is at 10.30 on Monday.',
    'Version 2.0 of our app shipped.',
    'call +683 400',
  ])('allows %j', (text) => expect(containsContactInfo(text)).toBe(false));
});
