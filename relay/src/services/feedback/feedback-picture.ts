import { errorCodes, feedbackUploadFields } from '@talkhire/contracts';
import sharp from 'sharp';
import { ApiError } from '../../http/api-error';

/** A phone camera's picture fits; a small file that unpacks into a huge one does not. */
const maxPixels = 50_000_000;

export interface FeedbackPicture {
  extension: 'png' | 'jpg';
  bytes: Buffer;
}

/** What a file's name may end with for each format; a name without an extension leaves it to the bytes. */
const extensionsOf = { png: ['png'], jpeg: ['jpg', 'jpeg'] } as const;

/**
 * Spec §9 'JPG, JPEG or PNG', decided by the bytes: the signature must be PNG's or JPEG's, the
 * image must decode as that format, and a name's extension must agree with it (a '.png' holding
 * a JPEG or anything else is refused, as a renamed file is elsewhere). The stored copy is the
 * picture re-encoded upright without metadata, so no camera, place or time is kept. Else 41175.
 */
export async function checkFeedbackPicture(filename: string, bytes: Buffer): Promise<FeedbackPicture> {
  const format = signatureFormat(bytes);
  if (!format) throw notAPicture();
  const extension = filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (extension !== undefined && !(extensionsOf[format] as readonly string[]).includes(extension))
    throw notAPicture();
  try {
    const image = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' });
    const metadata = await image.metadata();
    if (metadata.format !== format) throw notAPicture();
    const stored =
      format === 'png'
        ? await image.rotate().png().toBuffer()
        : await image.rotate().jpeg({ quality: 88, mozjpeg: true }).toBuffer();
    return { extension: format === 'png' ? 'png' : 'jpg', bytes: stored };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw notAPicture();
  }
}

function signatureFormat(bytes: Uint8Array): 'png' | 'jpeg' | null {
  const starts = (signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  return null;
}

function notAPicture(): ApiError {
  return new ApiError(errorCodes.fileTypeNotSupported, {
    fields: { [feedbackUploadFields.pictures]: ['41175'] },
  });
}
