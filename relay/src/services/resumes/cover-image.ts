import { errorCodes, videoResumeLimits } from '@talkhire/contracts';
import sharp from 'sharp';
import { ApiError } from '../../http/api-error';

/** A cover is shown at most 960 pixels wide: a frame the size of a camera's photo is no use. */
const coverSide = 960;
/** A small file that would unpack into a huge picture (a bomb) is refused before decoding. */
const coverMaxPixels = 40_000_000;

/**
 * Spec §2 video resume cover: a JPG or PNG, decided by its first bytes, up to 500 KB (41176). It
 * is kept as a JPEG re-drawn from its pixels: upright, at most 960 pixels, with no metadata (no
 * camera, place or time leaves with it). A type we do not take or a file that does not decode is 41175.
 */
export async function renderCover(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > videoResumeLimits.coverBytes)
    throw new ApiError(errorCodes.imageOver500Kb, { fields: { video_cover: ['41176'] } });
  const starts = (signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  const kind = starts([0xff, 0xd8, 0xff])
    ? 'jpeg'
    : starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
      ? 'png'
      : null;
  if (!kind) throw unsupported();
  try {
    const image = sharp(bytes, { limitInputPixels: coverMaxPixels, failOn: 'error' });
    const metadata = await image.metadata();
    if (metadata.format !== kind) throw unsupported();
    return await image
      .rotate()
      .resize(coverSide, coverSide, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw unsupported();
  }
}

const unsupported = () =>
  new ApiError(errorCodes.fileTypeNotSupported, { fields: { video_cover: ['41175'] } });
