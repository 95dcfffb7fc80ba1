import { errorCodes, feedbackUploadFields } from '@talkhire/contracts';
import sharp from 'sharp';
import { uploadedFileType } from '../../files/uploaded-file-type';
import { ApiError } from '../../http/api-error';

/** A phone camera's picture fits; a small file that unpacks into a huge one does not. */
const maxPixels = 50_000_000;

export interface FeedbackPicture {
  extension: 'png' | 'jpg';
  bytes: Buffer;
}

/**
 * Spec §9 'JPG, JPEG or PNG', decided by the bytes as every upload is (files/uploaded-file-type:
 * the signature, and the name's extension agreeing with it), then the image must decode as that
 * format. The stored copy is the picture re-encoded upright without metadata, so no camera, place
 * or time is kept. Else 41175.
 */
export async function checkFeedbackPicture(filename: string, bytes: Buffer): Promise<FeedbackPicture> {
  const type = uploadedFileType(filename, bytes);
  const format = type?.mime === 'image/png' ? 'png' : type?.mime === 'image/jpeg' ? 'jpeg' : null;
  if (!format) throw notAPicture();
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

function notAPicture(): ApiError {
  return new ApiError(errorCodes.fileTypeNotSupported, {
    fields: { [feedbackUploadFields.pictures]: ['41175'] },
  });
}
