import { describe, expect, it } from 'vitest';
import { extractionLimits, extractResumeText } from './extract-resume-text';

/**
 * A PDF of `pages` pages, each showing `linesPerPage` lines of text, written by hand (pdf.js
 * rebuilds the missing cross-reference table, as it does for many real files).
 */
function textPdf(pages: number, linesPerPage: number): Buffer {
  const objects: string[] = [];
  const pageIds: number[] = [];
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  for (let p = 0; p < pages; p++) {
    const content = Array.from(
      { length: linesPerPage },
      (_, l) => `BT /F1 9 Tf 40 ${800 - (l % 80) * 9} Td (Page ${p} line ${l} experience) Tj ET`,
    ).join('\n');
    const contentId = objects.length;
    objects[contentId] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
    const pageId = objects.length;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentId} 0 R >>`;
    pageIds.push(pageId);
  }
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const body = objects.map((object, id) => (object ? `${id} 0 obj\n${object}\nendobj\n` : '')).join('');
  return Buffer.from(
    `%PDF-1.4\n${body}trailer\n<< /Root 1 0 R /Size ${objects.length} >>\n%%EOF\n`,
    'latin1',
  );
}

describe('reading a resume file', () => {
  it('reads a 5 MB PDF of 1,300 pages in bounded time: only the first pages count', async () => {
    const pdf = textPdf(1300, 60);
    expect(pdf.length).toBeGreaterThan(4_500_000);
    expect(pdf.length).toBeLessThan(5 * 1024 * 1024);
    const started = performance.now();
    const text = await extractResumeText('pdf', pdf);
    expect(performance.now() - started).toBeLessThan(extractionLimits.milliseconds + 2000);
    expect(text).toContain('Page 0 line 0 experience');
    expect(text).not.toContain(`Page ${extractionLimits.pages} line 0`);
    expect(text.length).toBeLessThanOrEqual(extractionLimits.characters);
  }, 30_000);

  it('gives up on one enormous page at the time limit with 41281, the relay answering meanwhile', async () => {
    // A page that takes seconds to read, against a limit of one second: deterministic on any machine.
    const limits = { ...extractionLimits, milliseconds: 1000 };
    const pdf = textPdf(1, 120_000);
    let ticks = 0;
    const clock = setInterval(() => ticks++, 50);
    const started = performance.now();
    const outcome = await extractResumeText('pdf', pdf, limits).then(
      () => 'read',
      (error: { code?: number; options?: unknown }) => error,
    );
    clearInterval(clock);
    expect(outcome).toMatchObject({ code: 41281, options: { fields: { resume: ['resume_sync.too_slow'] } } });
    expect(performance.now() - started).toBeLessThan(limits.milliseconds + 1000);
    // The reading runs in its own thread: the event loop kept its timers going all along (a blocked
    // loop ticks once or not at all; a loaded 2-core CI machine delays some 50 ms timers, so about
    // a third of the 20 ticks is the bar, not all of them).
    expect(ticks).toBeGreaterThan((limits.milliseconds / 50) * 0.35);
  }, 30_000);

  it('refuses a password-protected PDF as such', async () => {
    // The standard security handler with a user password the relay does not have.
    const protectedPdf = Buffer.from(
      textPdf(1, 3)
        .toString('latin1')
        .replace(
          'trailer\n<< /Root 1 0 R',
          `trailer\n<< /Encrypt << /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -44 >> /ID [<${'01'.repeat(16)}><${'01'.repeat(16)}>] /Root 1 0 R`,
        ),
      'latin1',
    );
    await expect(extractResumeText('pdf', protectedPdf)).rejects.toMatchObject({
      code: 41281,
      options: { fields: { resume: ['resume_sync.encrypted'] } },
    });
  });

  it('refuses a legacy Word 97 file and a file without text', async () => {
    await expect(extractResumeText('doc', Buffer.alloc(1024))).rejects.toMatchObject({ code: 41281 });
    await expect(extractResumeText('pdf', textPdf(1, 0))).rejects.toMatchObject({
      code: 41281,
      options: { fields: { resume: ['resume_sync.no_text'] } },
    });
  });
});
