import { describe, expect, it } from 'vitest';
import { fitLines, type TextMeasure } from './fit-lines';

/** Every character one point wide per point of size: a line of width 11 at size 1 holds 10. */
const monospace: TextMeasure = (text, size) => Array.from(text).length * size;

describe('fitLines', () => {
  it('leaves text that react-pdf can break at its spaces as it is', () => {
    expect(fitLines('Lead a team of four designers', 11, 1, monospace)).toBe('Lead a team of four designers');
  });

  it('breaks a CJK sentence between characters to fit the width', () => {
    expect(fitLines('決済アプリのデザインチームを率いています', 11, 1, monospace)).toBe(
      '決済アプリのデザイン\nチームを率いています',
    );
  });

  it('keeps closing punctuation off the start of a line and an opening bracket off its end', () => {
    expect(fitLines('あいうえおかきくけこ。さ', 11, 1, monospace)).toBe('あいうえおかきくけこ。\nさ');
    expect(fitLines('あいうえおかきくけ（こさ）', 11, 1, monospace)).toBe('あいうえおかきくけ\n（こさ）');
  });

  it('keeps Latin words inside CJK text whole', () => {
    expect(fitLines('日本語とTypeScriptの経験', 11, 1, monospace)).toBe('日本語と\nTypeScript\nの経験');
  });

  it('breaks a word longer than the column (an address, a link) between characters', () => {
    expect(fitLines('seeker-0123456789@example.com', 11, 1, monospace)).toBe(
      'seeker-012\n3456789@ex\nample.com',
    );
  });

  it('keeps the lines a text already has', () => {
    expect(fitLines('一行目\n二行目です', 11, 1, monospace)).toBe('一行目\n二行目です');
  });
});
