/** Test BMPs, written byte by byte as the formats describe, for the decoder's and the upload's tests. */
export interface BmpFixture {
  width: number;
  height: number;
  /** RGBA, rows top to bottom. */
  rgba: number[][];
  bitsPerPixel: 24 | 32;
  topDown?: boolean;
  /** BI_BITFIELDS with these masks (R, G, B, A), in a 40-byte header (masks after it) or a V4 header. */
  bitfields?: { header: 40 | 108; masks: [number, number, number, number] };
}

export function encodeBmp(fixture: BmpFixture): Buffer {
  const { width, height, bitsPerPixel, bitfields } = fixture;
  const headerSize = bitfields?.header ?? 40;
  const masksAfterHeader = bitfields?.header === 40 ? 12 : 0;
  const stride = Math.floor((bitsPerPixel * width + 31) / 32) * 4;
  const offset = 14 + headerSize + masksAfterHeader;
  const file = Buffer.alloc(offset + stride * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(offset, 10);
  file.writeUInt32LE(headerSize, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(fixture.topDown ? -height : height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(bitsPerPixel, 28);
  file.writeUInt32LE(bitfields ? 3 : 0, 30);
  file.writeUInt32LE(stride * height, 34);
  if (bitfields) {
    const [r, g, b, a] = bitfields.masks;
    file.writeUInt32LE(r, 54);
    file.writeUInt32LE(g, 58);
    file.writeUInt32LE(b, 62);
    if (headerSize >= 56) file.writeUInt32LE(a, 66);
  }
  for (let y = 0; y < height; y++) {
    const row = offset + (fixture.topDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const [r, g, b, a] = fixture.rgba[y * width + x] as number[];
      const at = row + (x * bitsPerPixel) / 8;
      if (bitfields) {
        const [rm, gm, bm, am] = bitfields.masks;
        file.writeUInt32LE((place(r!, rm) | place(g!, gm) | place(b!, bm) | place(a!, am)) >>> 0, at);
      } else {
        file[at] = b!;
        file[at + 1] = g!;
        file[at + 2] = r!;
        if (bitsPerPixel === 32) file[at + 3] = 0;
      }
    }
  }
  return file;
}

/** An 8-bit value put into a mask's bits (scaled when the mask is narrower or wider). */
function place(value: number, mask: number): number {
  if (mask === 0) return 0;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  const max = (mask >>> shift) >>> 0;
  return (Math.round((value * max) / 255) << shift) >>> 0;
}
