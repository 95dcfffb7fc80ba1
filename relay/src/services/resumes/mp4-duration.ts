/**
 * What an uploaded video is, read from its bytes alone (spec §5 'Video: MP4, at most 3 minutes'):
 * an MP4 starts with an `ftyp` box naming an ISO/MP4 brand, and its `moov` box — at the start or
 * at the end of the file — holds the `mvhd` box with the whole movie's time scale and duration.
 * Returns null for anything else, an MP4 without a readable duration included.
 */
export function mp4Duration(bytes: Uint8Array): { seconds: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const top = boxesIn(view, 0, view.byteLength);
  const [first] = top;
  if (first?.type !== 'ftyp' || !hasMp4Brand(view, first)) return null;
  const moov = top.find((box) => box.type === 'moov');
  if (!moov) return null;
  const inMoov = boxesIn(view, moov.contentStart, moov.end);
  const mvhd = inMoov.find((box) => box.type === 'mvhd');
  if (!mvhd) return null;
  const header = readMovieHeader(view, mvhd);
  if (!header) return null;
  let { duration } = header;
  // A fragmented MP4 may leave mvhd at 0 and give the whole length in mvex/mehd instead.
  if (duration === 0) duration = fragmentedDuration(view, inMoov) ?? 0;
  if (duration <= 0) return null;
  return { seconds: duration / header.timescale };
}

interface Box {
  type: string;
  /** Where the box's content starts (after its size, type and any 64-bit size). */
  contentStart: number;
  end: number;
}

/** The boxes side by side between `start` and `end`; a box that claims more than is there stops the walk. */
function boxesIn(view: DataView, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    const type = fourCc(view, at + 4);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) break;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at; // to the end of the enclosing space
    }
    if (size < header || at + size > end) break;
    boxes.push({ type, contentStart: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

/** The major brand or a compatible one is an ISO base media / MP4 brand (not QuickTime's 'qt  ', not 3GP). */
function hasMp4Brand(view: DataView, ftyp: Box): boolean {
  const brands: string[] = [];
  if (ftyp.contentStart + 4 <= ftyp.end) brands.push(fourCc(view, ftyp.contentStart));
  for (let at = ftyp.contentStart + 8; at + 4 <= ftyp.end; at += 4) brands.push(fourCc(view, at));
  return brands.some((brand) => mp4Brands.test(brand));
}

const mp4Brands = /^(isom|iso[2-9]|mp41|mp42|avc1|M4V |dash|mmp4|msnv)$/;

/** mvhd version 0 has 32-bit times, version 1 64-bit ones; an all-ones duration means 'unknown'. */
function readMovieHeader(view: DataView, mvhd: Box): { timescale: number; duration: number } | null {
  const at = mvhd.contentStart;
  if (at + 4 > mvhd.end) return null;
  const version = view.getUint8(at);
  if (version === 0) {
    if (at + 20 > mvhd.end) return null;
    const timescale = view.getUint32(at + 12);
    const duration = view.getUint32(at + 16);
    if (timescale === 0 || duration === 0xffff_ffff) return null;
    return { timescale, duration };
  }
  if (version === 1) {
    if (at + 32 > mvhd.end) return null;
    const timescale = view.getUint32(at + 20);
    const duration = view.getBigUint64(at + 24);
    if (timescale === 0 || duration === 0xffff_ffff_ffff_ffffn) return null;
    return { timescale, duration: Number(duration) };
  }
  return null;
}

/** mvex/mehd's fragment duration, in the movie's time scale; null without one. */
function fragmentedDuration(view: DataView, inMoov: Box[]): number | null {
  const mvex = inMoov.find((box) => box.type === 'mvex');
  const mehd = mvex
    ? boxesIn(view, mvex.contentStart, mvex.end).find((box) => box.type === 'mehd')
    : undefined;
  if (!mehd || mehd.contentStart + 8 > mehd.end) return null;
  const version = view.getUint8(mehd.contentStart);
  if (version === 1 && mehd.contentStart + 12 <= mehd.end)
    return Number(view.getBigUint64(mehd.contentStart + 4));
  return view.getUint32(mehd.contentStart + 4);
}

function fourCc(view: DataView, at: number): string {
  return String.fromCharCode(
    view.getUint8(at),
    view.getUint8(at + 1),
    view.getUint8(at + 2),
    view.getUint8(at + 3),
  );
}
