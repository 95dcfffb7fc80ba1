/** Raw pixels, four bytes (R, G, B, A) each, rows top to bottom. */
export interface RgbaImage {
  width: number;
  height: number;
  pixels: Buffer;
}

/** Why a BMP was not decoded: not a kind we read, or more pixels than allowed. */
export class BmpRefusal extends Error {
  constructor(readonly reason: 'unsupported' | 'too_many_pixels') {
    super(`bmp refused: ${reason}`);
  }
}

const biRgb = 0;
const biBitfields = 3;
const biAlphaBitfields = 6;

/**
 * Decodes the BMPs people actually have (the prebuilt image library reads none): uncompressed
 * 24-bit and 32-bit, BI_RGB or BI_BITFIELDS, stored bottom-up or top-down, with an
 * info header of version 3, 4 or 5. Palettes, 16-bit, RLE and embedded JPEG/PNG are refused
 * (`unsupported`), as is a header whose pixel rows do not fit in the file. The pixel count is
 * checked before anything is allocated.
 */
export function decodeBmp(bytes: Uint8Array, maxPixels: number): RgbaImage {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data.length < 54 || data.toString('latin1', 0, 2) !== 'BM') throw new BmpRefusal('unsupported');
  const pixelOffset = data.readUInt32LE(10);
  const headerSize = data.readUInt32LE(14);
  if (![40, 52, 56, 108, 124].includes(headerSize) || 14 + headerSize > data.length)
    throw new BmpRefusal('unsupported');
  const width = data.readInt32LE(18);
  const signedHeight = data.readInt32LE(22);
  const planes = data.readUInt16LE(26);
  const bitsPerPixel = data.readUInt16LE(28);
  const compression = data.readUInt32LE(30);
  const height = Math.abs(signedHeight);
  if (planes !== 1 || width <= 0 || height === 0) throw new BmpRefusal('unsupported');
  if (width * height > maxPixels) throw new BmpRefusal('too_many_pixels');

  const masks = channelMasks(data, headerSize, bitsPerPixel, compression);
  const stride = Math.floor((bitsPerPixel * width + 31) / 32) * 4;
  if (pixelOffset < 14 + headerSize || pixelOffset + stride * height > data.length)
    throw new BmpRefusal('unsupported');

  const pixels = Buffer.alloc(width * height * 4);
  const bytesPerPixel = bitsPerPixel / 8;
  const topDown = signedHeight < 0;
  for (let y = 0; y < height; y++) {
    const row = pixelOffset + (topDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const at = row + x * bytesPerPixel;
      const out = (y * width + x) * 4;
      if (!masks) {
        // BI_RGB keeps blue, green, red; a 32-bit pixel's fourth byte is unused, not alpha.
        pixels[out] = data[at + 2] as number;
        pixels[out + 1] = data[at + 1] as number;
        pixels[out + 2] = data[at] as number;
        pixels[out + 3] = 255;
      } else {
        const value = data.readUInt32LE(at);
        pixels[out] = masks.red(value);
        pixels[out + 1] = masks.green(value);
        pixels[out + 2] = masks.blue(value);
        pixels[out + 3] = masks.alpha ? masks.alpha(value) : 255;
      }
    }
  }
  return { width, height, pixels };
}

type Channel = (pixel: number) => number;

/** Null for BI_RGB; the channel readers of BI_BITFIELDS; refuses every other kind. */
function channelMasks(
  data: Buffer,
  headerSize: number,
  bitsPerPixel: number,
  compression: number,
): { red: Channel; green: Channel; blue: Channel; alpha: Channel | null } | null {
  if (compression === biRgb && (bitsPerPixel === 24 || bitsPerPixel === 32)) return null;
  const bitfields = compression === biBitfields || compression === biAlphaBitfields;
  if (!bitfields || bitsPerPixel !== 32) throw new BmpRefusal('unsupported');
  // With the 40-byte header the masks follow it; later headers hold them at the same place.
  const withAlpha = headerSize >= 56 || compression === biAlphaBitfields;
  if (54 + (withAlpha ? 16 : 12) > data.length) throw new BmpRefusal('unsupported');
  const red = channel(data.readUInt32LE(54));
  const green = channel(data.readUInt32LE(58));
  const blue = channel(data.readUInt32LE(62));
  const alphaMask = withAlpha ? data.readUInt32LE(66) : 0;
  if (!red || !green || !blue) throw new BmpRefusal('unsupported');
  return { red, green, blue, alpha: alphaMask ? channel(alphaMask) : null };
}

/** Reads one channel of a pixel through its mask, scaled to 0–255; null for an empty or broken mask. */
function channel(mask: number): Channel | null {
  if (mask === 0) return null;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  const bits = (mask >>> shift).toString(2);
  if (!/^1+$/.test(bits)) return null;
  const max = 2 ** bits.length - 1;
  return (pixel) => Math.round(((((pixel & mask) >>> 0) >>> shift) * 255) / max);
}
