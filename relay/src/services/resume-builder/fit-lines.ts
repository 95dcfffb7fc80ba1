import { Font } from '@react-pdf/renderer';

/** How wide a text is in points, set in the resume's regular face at `size`. */
export type TextMeasure = (text: string, size: number) => number;

/**
 * A measure over the fonts of a family list, each character in the first face that has it (as
 * react-pdf's fallback picks it). Loads the regular faces, once per process.
 */
export async function textMeasure(families: string[]): Promise<TextMeasure> {
  const faces = await Promise.all(
    families.map(async (fontFamily) => {
      await Font.load({ fontFamily, fontWeight: 400 });
      return Font.getFont({ fontFamily, fontWeight: 400 }).data;
    }),
  );
  const widths = new Map<string, number>();
  const widthOf = (character: string): number => {
    let width = widths.get(character);
    if (width === undefined) {
      const codePoint = character.codePointAt(0) ?? 0;
      const face = faces.find((f) => f?.hasGlyphForCodePoint(codePoint)) ?? faces[0];
      width = face ? face.layout(character).advanceWidth / face.unitsPerEm : 0.6;
      widths.set(character, width);
    }
    return width;
  };
  return (text, size) => Array.from(text).reduce((sum, c) => sum + widthOf(c), 0) * size;
}

/**
 * `text` with line breaks where react-pdf could not break it itself. It breaks lines only at
 * spaces: Chinese and Japanese have none, so a sentence would run off the page (and a hyphenation
 * break would end a Japanese line with '-'), and so would an address or a link longer than its
 * column. Such text may break between any two CJK characters, except before closing punctuation
 * and small kana or after an opening bracket (kinsoku), and an over-long word between any two
 * characters. Text that fits, or breaks at spaces, is returned as it is.
 */
export function fitLines(text: string, width: number, size: number, measure: TextMeasure): string {
  // A margin of one character: react-pdf's own measure may differ by kerning, rounding or weight.
  const room = width - size;
  if (!cjk.test(text) && !text.split(/\s+/).some((word) => measure(word, size) > room)) return text;
  return text
    .split('\n')
    .map((paragraph) => breakParagraph(paragraph, room, size, measure).join('\n'))
    .join('\n');
}

function breakParagraph(paragraph: string, room: number, size: number, measure: TextMeasure): string[] {
  const lines: string[] = [];
  let line = '';
  for (const unit of units(paragraph, room, size, measure)) {
    const next = line + unit;
    if (line === '' || measure(next.trimEnd(), size) <= room || noLineStart.test(unit)) {
      line = next;
      continue;
    }
    // An opening bracket at the line's end goes down with what it opens.
    const last = line.at(-1) ?? '';
    const carried = noLineEnd.test(last) ? last : '';
    lines.push((carried ? line.slice(0, -1) : line).trimEnd());
    line = (carried + unit).trimStart();
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** What a line may break between: CJK characters, words with their spaces, or a too-long word's characters. */
function units(paragraph: string, room: number, size: number, measure: TextMeasure): string[] {
  return (paragraph.match(unit) ?? []).flatMap((part) =>
    measure(part.trimEnd(), size) > room ? Array.from(part) : [part],
  );
}

const cjkScripts = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const cjk = new RegExp(`[${cjkScripts}]`, 'u');
const unit = new RegExp(`[${cjkScripts}]|[^\\s${cjkScripts}]+\\s*|\\s+`, 'gu');
const noLineStart =
  /^[、。，．,.)）」』】〉》〕］｝!！?？:：;；ー・ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々〜～]/u;
const noLineEnd = /[(（「『【〈《〔［｛]/u;
