import { z } from 'zod';

/**
 * Avatars (spec §5, §9): JPG, PNG, JPEG or BMP up to 10 MB, cropped square in the browser and
 * resized by the relay to a large and a small WebP. Each upload gets a new random name, so the
 * files are served with a year-long cache and an old address never shows a newer picture.
 */
export const avatarSizes = { large: 400, small: 96 } as const;
export type TAvatarSize = keyof typeof avatarSizes;

/** What the file picker offers; the relay decides by the bytes, never by the name. */
export const avatarAcceptedTypes = ['image/jpeg', 'image/png', 'image/bmp'] as const;

/** The multipart fields of POST /upload-avatar (spec §7: form avatar, filename). */
export const avatarUploadFields = { file: 'avatar', filename: 'filename' } as const;

const avatarsPath = '/api/jobseekers/avatars/';
const avatarName = /^[0-9a-f]{32}(-96)?\.webp$/;
const servedAvatar = /^\/api\/jobseekers\/avatars\/([0-9a-f]{32})\.webp$/;

/** GET /avatars/:name: the large file `<id>.webp` or the small one `<id>-96.webp`. */
export const ZAvatarParams = z.object({ name: z.string().regex(avatarName) }).strict();

/** The address a stored avatar is served at (the same path on the seeker and employer sites). */
export function avatarUrl(id: string, size: TAvatarSize = 'large'): string {
  return `${avatarsPath}${id}${size === 'small' ? '-96' : ''}.webp`;
}

/** The small file of a served avatar's address (the large one names the avatar everywhere). */
export function smallAvatar(url: string): string {
  const id = servedAvatarId(url);
  return id ? avatarUrl(id, 'small') : url;
}

/** The id of an avatar this site serves, or null for anything else (a social provider's picture). */
export function servedAvatarId(url: string | null | undefined): string | null {
  return (url && servedAvatar.exec(url)?.[1]) || null;
}

/**
 * Only pictures this site stored are shown: a remote address would be loaded by every Boss who
 * opens the candidate (and is refused by the Content-Security-Policy anyway).
 */
export function shownAvatar(url: string | null | undefined): string | null {
  return servedAvatarId(url) ? (url as string) : null;
}
