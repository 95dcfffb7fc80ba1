import { avatarSizes, errorCodes } from '@talkhire/contracts';
import sharp, { type Sharp } from 'sharp';
import { ApiError } from '../../http/api-error';
import { BmpRefusal, decodeBmp } from './bmp-decoder';

/** A phone camera's full picture fits; a small file that unpacks into a huge one (a bomb) does not. */
export const avatarMaxPixels = 50_000_000;

export type AvatarImageKind = 'jpeg' | 'png' | 'bmp';

/** The two files every avatar is kept as: square WebPs of avatarSizes.large and avatarSizes.small. */
export interface AvatarFiles {
  large: Buffer;
  small: Buffer;
}

/** Spec §5 JPG, JPEG, PNG or BMP, decided by the first bytes whatever the file is called. */
export function avatarImageKind(bytes: Uint8Array): AvatarImageKind | null {
  const starts = (signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0x42, 0x4d])) return 'bmp';
  return null;
}

/**
 * Turns an upload into the stored avatar: turned upright by its EXIF orientation, cut to the
 * centre square when it is not square (the browser's crop normally is), resized, and written as
 * WebP with no metadata (no camera, place or time leaves with it). Refuses, with 41175, a type we
 * do not take, a file that does not decode, and an image of more than `avatarMaxPixels`.
 */
export async function renderAvatar(bytes: Buffer): Promise<AvatarFiles> {
  const kind = avatarImageKind(bytes);
  if (!kind) throw refusal('avatar.image_type');
  const image = kind === 'bmp' ? fromBmp(bytes) : await fromCompressed(bytes, kind);
  try {
    const [large, small] = await Promise.all(
      [avatarSizes.large, avatarSizes.small].map((side) =>
        image
          .clone()
          .resize(side, side, { fit: 'cover', position: 'centre' })
          .webp({ quality: 82 })
          .toBuffer(),
      ),
    );
    return { large: large as Buffer, small: small as Buffer };
  } catch {
    // The header was fine but the pixel data is broken or cut short.
    throw refusal('avatar.image_unreadable');
  }
}

/** JPEG and PNG: the header is read first, so the pixel count is judged before any decoding. */
async function fromCompressed(bytes: Buffer, kind: 'jpeg' | 'png'): Promise<Sharp> {
  const options = { limitInputPixels: avatarMaxPixels, failOn: 'error' } as const;
  // The header alone: the limit is applied here, by us, to answer it with its own message.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height || metadata.format !== kind)
    throw refusal('avatar.image_unreadable');
  if (metadata.width * metadata.height > avatarMaxPixels) throw tooManyPixels();
  return sharp(bytes, options).autoOrient();
}

function fromBmp(bytes: Buffer): Sharp {
  try {
    const { width, height, pixels } = decodeBmp(bytes, avatarMaxPixels);
    return sharp(pixels, { raw: { width, height, channels: 4 }, limitInputPixels: avatarMaxPixels });
  } catch (error) {
    if (error instanceof BmpRefusal && error.reason === 'too_many_pixels') throw tooManyPixels();
    if (error instanceof BmpRefusal) throw refusal('avatar.image_type');
    throw error;
  }
}

function tooManyPixels(): ApiError {
  return refusal('avatar.image_too_many_pixels', { max_megapixels: avatarMaxPixels / 1_000_000 });
}

function refusal(key: string, values?: Record<string, number>): ApiError {
  return new ApiError(errorCodes.fileTypeNotSupported, {
    fields: { avatar: [key] },
    messageKey: key,
    ...(values ? { values } : {}),
  });
}
