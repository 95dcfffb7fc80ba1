/**
 * One spelling for what resumes write many ways: full-width letters and digits (NFKC), Arabic-Indic
 * and Persian digits, non-breaking and zero-width spaces, and the control characters a PDF's text
 * layer or a Word file may carry. Line breaks are kept: the parser reads lines.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\r\n?/g, '\n')
    .replace(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/(?![\t\n])\p{Cc}/gu, ' ')
    .replace(/[\u00a0\u2000-\u200a\u3000]/g, ' ');
}

/** The document's lines, trimmed, without the blank ones. */
export function toLines(text: string): string[] {
  return normaliseText(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/g, '').replace(/^[ \t]+/g, ''))
    .filter((line) => line.trim() !== '');
}

/** A comparable spelling: lower case, no punctuation or spaces (CJK names are written both ways). */
export function comparable(text: string): string {
  return normaliseText(text)
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}
