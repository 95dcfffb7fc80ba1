import { describe, expect, it } from 'vitest';
import { BmpRefusal, decodeBmp } from './bmp-decoder';
import { encodeBmp } from './bmp-fixture';

const red = [255, 0, 0, 255];
const green = [0, 255, 0, 255];
const blue = [0, 0, 255, 255];
const grey = [128, 128, 128, 255];
const halfWhite = [255, 255, 255, 128];
/** 3 × 2: an odd width, so 24-bit rows carry padding. */
const pixels = [red, green, blue, grey, blue, red];

function refusal(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof BmpRefusal) return error.reason;
    throw error;
  }
  return undefined;
}

describe('decodeBmp', () => {
  it.each([
    ['24-bit bottom-up', { bitsPerPixel: 24 as const }],
    ['24-bit top-down', { bitsPerPixel: 24 as const, topDown: true }],
    ['32-bit BI_RGB bottom-up', { bitsPerPixel: 32 as const }],
    ['32-bit BI_RGB top-down', { bitsPerPixel: 32 as const, topDown: true }],
  ])('reads a %s file into RGBA rows, top first', (_name, kind) => {
    const decoded = decodeBmp(encodeBmp({ width: 3, height: 2, rgba: pixels, ...kind }), 100);
    expect([decoded.width, decoded.height]).toEqual([3, 2]);
    expect([...decoded.pixels]).toEqual(pixels.flat());
  });

  it('reads BI_BITFIELDS with an alpha mask (V4 header) and without one (masks after a 40-byte header)', () => {
    const argb: [number, number, number, number] = [0x00ff0000, 0x0000ff00, 0x000000ff, 0xff000000];
    const withAlpha = encodeBmp({
      width: 2,
      height: 1,
      rgba: [halfWhite, blue],
      bitsPerPixel: 32,
      bitfields: { header: 108, masks: argb },
    });
    expect([...decodeBmp(withAlpha, 100).pixels]).toEqual([...halfWhite, ...blue]);
    const noAlpha = encodeBmp({
      width: 2,
      height: 1,
      rgba: [red, green],
      bitsPerPixel: 32,
      bitfields: { header: 40, masks: [argb[0], argb[1], argb[2], 0] },
    });
    expect([...decodeBmp(noAlpha, 100).pixels]).toEqual([...red, ...green]);
  });

  it('scales channels of masks narrower than 8 bits (10-bit colour)', () => {
    const tenBit: [number, number, number, number] = [0x3ff00000, 0x000ffc00, 0x000003ff, 0];
    const file = encodeBmp({
      width: 1,
      height: 1,
      rgba: [[255, 0, 128, 255]],
      bitsPerPixel: 32,
      bitfields: { header: 40, masks: tenBit },
    });
    expect([...decodeBmp(file, 100).pixels]).toEqual([255, 0, 128, 255]);
  });

  it('refuses the kinds it does not read: palettes, 16-bit, RLE, OS/2 headers, broken masks', () => {
    const base = () => encodeBmp({ width: 3, height: 2, rgba: pixels, bitsPerPixel: 24 });
    const with8Bit = base();
    with8Bit.writeUInt16LE(8, 28);
    const with16Bit = base();
    with16Bit.writeUInt16LE(16, 28);
    const rle = base();
    rle.writeUInt32LE(1, 30);
    const core = base();
    core.writeUInt32LE(12, 14);
    const gappyMask = encodeBmp({
      width: 1,
      height: 1,
      rgba: [red],
      bitsPerPixel: 32,
      bitfields: { header: 40, masks: [0x00ff00f0, 0x0000ff00, 0x000000ff, 0] },
    });
    for (const file of [with8Bit, with16Bit, rle, core, gappyMask])
      expect(refusal(() => decodeBmp(file, 100))).toBe('unsupported');
  });

  it('refuses a header whose rows do not fit in the file, and one that is not a BMP', () => {
    const file = encodeBmp({ width: 3, height: 2, rgba: pixels, bitsPerPixel: 24 });
    expect(refusal(() => decodeBmp(file.subarray(0, file.length - 1), 100))).toBe('unsupported');
    const tall = Buffer.from(file);
    tall.writeInt32LE(2000, 22);
    expect(refusal(() => decodeBmp(tall, 1_000_000))).toBe('unsupported');
    const wide = Buffer.from(file);
    wide.writeInt32LE(-3, 18);
    expect(refusal(() => decodeBmp(wide, 100))).toBe('unsupported');
    expect(refusal(() => decodeBmp(Buffer.from('BM not really'), 100))).toBe('unsupported');
  });

  it('judges the pixel count from the header, before reading any pixel', () => {
    const file = encodeBmp({ width: 3, height: 2, rgba: pixels, bitsPerPixel: 24 });
    file.writeInt32LE(100_000, 18);
    file.writeInt32LE(-100_000, 22);
    expect(refusal(() => decodeBmp(file, 50_000_000))).toBe('too_many_pixels');
  });
});
