import { type DateRange, findDateRange } from './date-ranges';

/** One dated entry of a section: the text beside its dates, and the lines that describe it. */
export interface EntryBlock {
  /** The header's pieces (title, company, school, degree…), in reading order. */
  parts: string[];
  range: DateRange;
  details: string[];
}

const bullet = /^[•●▪◦·∙‣⁃○■□◆◇★✓✔➤►▸*\-–—]\s*/;

/**
 * Cuts a work or education section into entries, one per period. A header is the period's line
 * plus up to two short lines right above it ('Senior Engineer at Acme' over 'Jan 2020 – Present',
 * or title, company, dates on three lines). When the first period has nothing above it and little
 * beside it, the section writes dates first: each header is then the short lines right below.
 * Bullets and sentences between headers describe the entry above.
 */
export function entryBlocks(lines: string[]): EntryBlock[] {
  // A header with its dates may be long ('Master of Science in … | National University of … | 08/2016 - 06/2017').
  const ranges = lines.map((line) =>
    bullet.test(line) || [...line].length > 160 ? null : findDateRange(line),
  );
  const dated = ranges.flatMap((range, index) => (range ? [index] : []));
  const first = dated[0];
  if (first === undefined) return [];
  const datesFirst =
    (first === 0 || !isHeaderLike(lines[first - 1] ?? '')) &&
    splitParts(ranges[first]?.rest ?? '').length < 2;
  const blocks: EntryBlock[] = [];
  let consumed = 0;
  dated.forEach((at, n) => {
    const range = ranges[at] as DateRange;
    const end = dated[n + 1] ?? lines.length;
    const above: string[] = [];
    if (!datesFirst)
      for (let i = at - 1; i >= consumed && above.length < 2 && isHeaderLike(lines[i] ?? ''); i--)
        above.unshift(lines[i] ?? '');
    // Lines between the previous header and this one describe the previous entry.
    blocks.at(-1)?.details.push(...lines.slice(consumed, at - above.length));
    // Beside the dates a comma separates too ('Engenheiro de Software, iFood (05/2019 - Atual)').
    const parts = [...above.flatMap(splitParts), ...splitParts(range.rest).flatMap(splitComma)];
    let next = at + 1;
    while (datesFirst && parts.length < 2 && next < end && isHeaderLike(lines[next] ?? '')) {
      parts.push(...splitParts(lines[next] ?? ''));
      next++;
    }
    blocks.push({ parts, range, details: [] });
    consumed = next;
  });
  blocks.at(-1)?.details.push(...lines.slice(consumed));
  return blocks;
}

/** A description line: a bullet, or a long sentence. */
export function isDetail(line: string): boolean {
  return bullet.test(line) || [...line].length > 90;
}

/** The words a description line says, without its bullet. */
export function detailText(line: string): string {
  return line.replace(bullet, '').trim();
}

function isHeaderLike(line: string): boolean {
  const text = line.trim();
  return text !== '' && !isDetail(text) && [...text].length <= 70 && !isSentence(text);
}

/** A sentence ends with a full stop after a few words ('Stripe Inc.' and 'Arçelik A.Ş.' are names). */
function isSentence(text: string): boolean {
  const last = text.split(/\s+/).at(-1) ?? '';
  const abbreviation = /^(?:\p{Lu}\p{L}{0,3}\.|(?:\p{L}\.){2,})$/u.test(last);
  return /[。！!]$/.test(text) || (/\.$/.test(text) && !abbreviation && text.split(/\s+/).length >= 4);
}

function splitComma(part: string): string[] {
  const pieces = part.split(/,\s+/);
  return pieces.length === 2 ? pieces : [part];
}

/**
 * The pieces of a header line: 'Title | Company', 'Company — Title', 'Title, Company', tab or
 * wide-space separated columns. 'Title at Company' stays whole (read by the title/company split).
 */
export function splitParts(text: string): string[] {
  return text
    .split(/\s*[|｜]\s*|\s+[—–]\s+|\s+-\s+|\t+|\s{2,}|\s*·\s*|\s*•\s*|，|、\s*(?=\S{2,})/)
    .map((part) => part.replace(/^[,;:\s]+|[,;:\s]+$/g, '').trim())
    .filter((part) => part !== '');
}
