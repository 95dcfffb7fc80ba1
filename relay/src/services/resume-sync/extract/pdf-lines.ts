/** A piece of text on a PDF page, placed as pdf.js reports it (origin bottom-left). */
export interface PlacedText {
  str: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

/**
 * A page's text as lines in reading order. Pieces on one baseline make a line (a wide gap between
 * them is kept as a tab: columns of a header, 'Title ⇥ dates'). A two-column page — a gutter
 * that no piece crosses, with text on both sides all down the page — is read column by column,
 * the left one first (a side bar of contact data and skills, or the main column).
 */
export function pageLines(items: PlacedText[], pageWidth: number): string[] {
  const pieces = items.filter((item) => item.str.trim() !== '');
  if (pieces.length === 0) return [];
  const gutter = findGutter(pieces, pageWidth);
  if (gutter === null) return titleFirst(pieces, toLines(pieces));
  const left = pieces.filter((p) => p.x + p.width / 2 < gutter);
  const right = pieces.filter((p) => p.x + p.width / 2 >= gutter);
  return titleFirst(pieces, [...toLines(left), ...toLines(right)]);
}

/**
 * The line set in a clearly larger type than the body (the seeker's name at the top of a resume)
 * is read first, wherever its column puts it.
 */
function titleFirst(pieces: PlacedText[], lines: string[]): string[] {
  const sizes = pieces.map((p) => p.fontSize).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const largest = pieces.reduce((a, b) => (b.fontSize > a.fontSize ? b : a));
  if (largest.fontSize < median * 1.5) return lines;
  const title = toLines(
    pieces.filter((p) => Math.abs(p.y - largest.y) < 1 && p.fontSize === largest.fontSize),
  )[0];
  const at = title === undefined ? -1 : lines.indexOf(title);
  return at <= 0 ? lines : [lines[at] ?? '', ...lines.slice(0, at), ...lines.slice(at + 1)];
}

function toLines(pieces: PlacedText[]): string[] {
  const sorted = [...pieces].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: PlacedText[][] = [];
  for (const piece of sorted) {
    const row = rows.at(-1);
    const tolerance = Math.max(2, piece.fontSize * 0.4);
    if (row && Math.abs((row[0]?.y ?? 0) - piece.y) <= tolerance) row.push(piece);
    else rows.push([piece]);
  }
  return rows.map((row) => joinRow(row.sort((a, b) => a.x - b.x))).filter((line) => line.trim() !== '');
}

function joinRow(row: PlacedText[]): string {
  let line = '';
  let end: number | null = null;
  for (const piece of row) {
    if (end !== null) {
      const gap = piece.x - end;
      if (gap > piece.fontSize * 2) line += '\t';
      else if (gap > piece.fontSize * 0.15 && !line.endsWith(' ') && !piece.str.startsWith(' ')) line += ' ';
    }
    line += piece.str;
    end = piece.x + piece.width;
  }
  return line.replace(/ {2,}/g, ' ');
}

/**
 * The x of a vertical gutter between 25 % and 65 % of the page width that no piece crosses, with
 * at least a fifth of the lines' pieces on each side; null for a one-column page.
 */
function findGutter(pieces: PlacedText[], pageWidth: number): number | null {
  const step = pageWidth / 100;
  let best: { x: number; balance: number } | null = null;
  for (let x = pageWidth * 0.25; x <= pageWidth * 0.65; x += step) {
    // A long address or link may run over the gutter; a few such lines do not join the columns.
    const crossing = pieces.filter((p) => p.x < x - 1 && p.x + p.width > x + 1).length;
    if (crossing > 1 + pieces.length * 0.02) continue;
    const leftCount = pieces.filter((p) => p.x + p.width <= x).length;
    const rightCount = pieces.length - leftCount;
    const balance = Math.min(leftCount, rightCount) / pieces.length;
    if (balance >= 0.2 && (best === null || balance > best.balance) && !rowsAligned(pieces, x))
      best = { x, balance };
  }
  return best?.x ?? null;
}

/**
 * Columns of a table (dates ⇥ company ⇥ title on one baseline) are not page columns: most pieces
 * right of the gap share a baseline with a piece left of it. Side-by-side columns rarely do.
 */
function rowsAligned(pieces: PlacedText[], x: number): boolean {
  const leftRows = pieces.filter((p) => p.x + p.width <= x).map((p) => p.y);
  const right = pieces.filter((p) => p.x >= x);
  const aligned = right.filter((p) => leftRows.some((y) => Math.abs(y - p.y) < 1)).length;
  return aligned > right.length / 2;
}
