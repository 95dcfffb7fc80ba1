import { describe, expect, it } from 'vitest';
import { cleanFilename } from './clean-filename';

const clean = (raw: string) => cleanFilename(raw, { maxLength: 40, fallback: 'file' });

describe('an uploaded file name', () => {
  it('keeps ordinary names in any script as they are', () => {
    expect(clean('Maria Santos CV.pdf')).toBe('Maria Santos CV.pdf');
    expect(clean('السيرة الذاتية.pdf')).toBe('السيرة الذاتية.pdf');
    expect(clean('履歴書 2026.docx')).toBe('履歴書 2026.docx');
  });

  it('loses direction overrides and invisible marks, so it cannot show another extension', () => {
    expect(clean('invoice\u202efdp.exe')).toBe('invoicefdp.exe');
    expect(clean('a\u2066b\u2069c\u200bd\u200f\ufeff.pdf')).toBe('abcd.pdf');
  });

  it('loses control characters, NUL included', () => {
    expect(clean('cv\u0000\u0007\u001b[31m\u0085.pdf')).toBe('cv[31m.pdf');
  });

  it('keeps only the last path segment', () => {
    expect(clean('../../etc/passwd')).toBe('passwd');
    expect(clean('C:\\Users\\maria\\cv.pdf')).toBe('cv.pdf');
    expect(clean('cv.pdf/')).toBe('file');
  });

  it('replaces broken UTF-16 and keeps the end of a long name', () => {
    expect(clean('cv\ud800.pdf')).toBe('cv\ufffd.pdf');
    expect(clean(`${'x'.repeat(100)}.pdf`)).toBe(`${'x'.repeat(36)}.pdf`);
    expect(clean('\u202e\u0000 ')).toBe('file');
  });
});
